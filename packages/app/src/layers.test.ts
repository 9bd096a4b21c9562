// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layer messages ESLint gives this code as if it stood in this file (it need not exist). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) =>
      ['boundaries/dependencies', 'no-restricted-imports'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

// The layers of docs/adr/013, checked by the lint step of `npm test`: these prove the rules bite.
describe('lint keeps the layers', () => {
  it('lets an area use its own files, the contract, the shell API, shared code and the library', async () => {
    const code = [
      "import { LEAD_LOADING } from '../crm/queries';",
      "import { lazyPage } from '../area';",
      "import { useNavbarActions } from '../../shell';",
      "import { AreaPage } from '../../components/AreaPage';",
      "import { Button } from '@sprint/ui';",
      'export const used = [LEAD_LOADING, lazyPage, useNavbarActions, AreaPage, Button];',
    ].join('\n');
    expect(await layerErrors('packages/app/src/areas/crm/Example.tsx', code)).toEqual([]);
  });

  it('keeps an area out of other areas, the registry and the shell’s internals', async () => {
    const code = [
      "import { LEAD_LOADING } from '../crm/queries';",
      "import { areas } from '../index';",
      "import { useRouteHandle } from '../../shell/useRouteContext';",
      'export const used = [LEAD_LOADING, areas, useRouteHandle];',
    ].join('\n');
    const errors = await layerErrors('packages/app/src/areas/dashboard/Example.tsx', code);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^A page imports no other area/);
  });

  it('lets an area use another area only through its public.ts', async () => {
    const allowed = [
      "import { leadHref } from '../crm/public';",
      "import { LeadTasks } from '../tasks/public';",
      'export const used = [leadHref, LeadTasks];',
    ].join('\n');
    expect(await layerErrors('packages/app/src/areas/calendar/Example.tsx', allowed)).toEqual([]);
    const internals = [
      "import { LeadTable } from '../crm/components/LeadTable';",
      "import { TaskDialog } from '../tasks/components/TaskDialog';",
      'export const used = [LeadTable, TaskDialog];',
    ].join('\n');
    const errors = await layerErrors('packages/app/src/areas/calendar/Example.tsx', internals);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/^A page imports no other area's internals/);
  });

  it('keeps components/ out of every area, even their public.ts', async () => {
    const code = [
      "import { leadHref } from '../areas/crm/public';",
      "import { LeadTable } from '../areas/crm/components/LeadTable';",
      "import { areas } from '../areas';",
      'export const used = [leadHref, LeadTable, areas];',
    ].join('\n');
    const errors = await layerErrors('packages/app/src/components/Example.tsx', code);
    expect(errors).toHaveLength(3);
    for (const error of errors)
      expect(error).toMatch(/^components\/ holds what every area may use/);
  });

  it('keeps pages out of the shell', async () => {
    const code = [
      "import { Component } from '../areas/crm/CrmPage';",
      "import { areas } from '../areas';",
      'export const used = [Component, areas];',
    ].join('\n');
    expect(await layerErrors('packages/app/src/shell/Example.tsx', code)).toEqual([
      'The shell imports no pages: it reads the areas through areas/index.ts and areas/area.ts.',
    ]);
  });

  it('keeps the app and the server out of the library', async () => {
    const code = [
      "import { areas } from '../../app/src/areas';",
      "import type { AppRouter } from '@sprint/server';",
      'export type Used = [typeof areas, AppRouter];',
    ].join('\n');
    const errors = await layerErrors('packages/ui/src/Example.tsx', code);
    expect(errors).toContain('@sprint/ui imports nothing of the app or the server.');
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
