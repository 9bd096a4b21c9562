// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaNames, registerAppArea, registerServerArea, render, type AreaNames } from './newArea';

const names = areaNames('phoneTraining') as AreaNames;

describe('area:new', () => {
  it('spells a name the ways the two folders need it', () => {
    expect(names).toEqual({
      area: 'phoneTraining',
      Area: 'PhoneTraining',
      snake: 'phone_training',
      kebab: 'phone-training',
      constant: 'PHONE_TRAINING',
      title: 'Phone Training',
    });
    expect(areaNames('Probe')).toHaveProperty('error');
    expect(areaNames('mein-gebiet')).toHaveProperty('error');
    expect(areaNames('storage')).toEqual({ error: '"storage" ist reserviert.' });
  });

  it('puts the names into a template', () => {
    expect(
      render(
        "export const __area__Items = pgTable('__area_snake___items'); // /app/__area-kebab__",
        names,
      ),
    ).toBe(
      "export const phoneTrainingItems = pgTable('phone_training_items'); // /app/phone-training",
    );
    expect(render('__Area__Page.tsx', names)).toBe('PhoneTrainingPage.tsx');
  });

  it('registers the area in the server’s registry: imported, exported, in the list', () => {
    const registry = readFileSync(
      new URL('../packages/server/src/areas/index.ts', import.meta.url),
      'utf8',
    );
    const next = registerServerArea(registry, names);
    expect(next).toContain("import { phoneTraining } from './phoneTraining';");
    const features = next.slice(next.indexOf('const features = ['), next.indexOf('] as const;'));
    expect(features.trim().split('\n').at(-1)).toBe('  phoneTraining,');
    const exported = next.slice(
      next.indexOf('export {\n'),
      next.indexOf('};', next.indexOf('export {\n')),
    );
    expect(exported).toContain('  phoneTraining,');
  });

  it('registers the area in the app’s registry', () => {
    const registry = readFileSync(
      new URL('../packages/app/src/areas/index.ts', import.meta.url),
      'utf8',
    );
    const next = registerAppArea(registry, names);
    expect(next).toContain("import { phoneTrainingArea } from './phoneTraining/routes';");
    const list = next.slice(next.indexOf('export const areas'), next.indexOf('];'));
    expect(list.trim().split('\n').at(-1)).toBe('  phoneTrainingArea,');
  });
});
