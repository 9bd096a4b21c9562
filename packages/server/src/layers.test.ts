import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The layer messages ESLint gives this code as if it stood in this file (it need not exist). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

const PLATFORM = /^Platform code imports no area/;
const INTERNALS = /^An area imports another area only through its index\.ts/;
const REGISTRY = /^An area imports no registry/;

// The server's layers (docs/adr/025), checked by the lint step of `npm test`: these prove the
// rules bite, each on code placed where the rule applies.
describe('lint keeps the server’s layers', () => {
  it('lets an area use the platform, its own files and other areas’ public faces', async () => {
    const code = [
      "import { ownedBy } from '../../platform/tenancy/tenant';",
      "import { crmRouter } from './router';",
      "import { teamChanged } from '../team';",
      "import { LEAD_STATUSES } from '../crm/model';",
      "import { leads } from '../crm/schema';",
      'export const used = [ownedBy, crmRouter, teamChanged, LEAD_STATUSES, leads];',
    ].join('\n');
    expect(await layerErrors('packages/server/src/areas/tasks/example.ts', code)).toEqual([]);
  });

  it('keeps the platform out of the areas, the registry and the composition root', async () => {
    const code = [
      "import { leads } from '../../areas/crm/schema';",
      "import { crm } from '../../areas/crm';",
      "import { areas } from '../../areas';",
      "import { appRouter } from '../../router';",
      'export const used = [leads, crm, areas, appRouter];',
    ].join('\n');
    const errors = await layerErrors('packages/server/src/platform/storage/example.ts', code);
    expect(errors).toHaveLength(4);
    for (const error of errors) expect(error).toMatch(PLATFORM);
  });

  it('keeps an area out of another area’s internals', async () => {
    const code = [
      "import { listLeads } from '../crm/service';",
      "import { leadChanged } from '../crm/events';",
      'export const used = [listLeads, leadChanged];',
    ].join('\n');
    const errors = await layerErrors('packages/server/src/areas/tasks/example.ts', code);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(INTERNALS);
  });

  it('keeps an area out of the registry and the composition root', async () => {
    const code = [
      "import { registry } from '..';",
      "import { appRouter } from '../../router';",
      'export const used = [registry, appRouter];',
    ].join('\n');
    const errors = await layerErrors('packages/server/src/areas/tasks/example.ts', code);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(REGISTRY);
  });

  it('lets a test build another area’s records with its fixtures, and nothing else of it', async () => {
    const code = [
      "import { createLead } from '../crm/fixtures';",
      "import { seedCrm } from '../crm/seed';",
      "import { listLeads } from '../crm/service';",
      'export const used = [createLead, seedCrm, listLeads];',
    ].join('\n');
    const errors = await layerErrors('packages/server/src/areas/tasks/example.test.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(INTERNALS);
  });
});
