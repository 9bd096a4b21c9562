/** __Area__ (written by `npm run area:new`; docs/adding-an-area.md says what to fill in). */
import { defineArea } from '../../platform/area';
import './events';
import { __area__Data } from './personalData';
import { __area__Router } from './router';
import * as tables from './schema';
import { search__Area__ } from './search';
import { seed__Area__ } from './seed';

export const __area__ = defineArea({
  id: '__area__',
  routers: { __area__: __area__Router },
  events: ['__area__.changed'],
  tables,
  seed: seed__Area__,
  personalData: [__area__Data],
  search: search__Area__,
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.__area__TenantProbe),
    foreignRefusals: ['Eintrag nicht gefunden.'],
    inputMessages: [/^Bitte gib einen Titel ein\.$/, /^Der Titel darf höchstens \d+ Zeichen lang sein\.$/],
  },
});
