/**
 * Every area's tenant probe, for the security test: it fails for a signed-in procedure that has
 * none here, so a new area cannot ship without its isolation test. Test code only.
 */
import type { TenantProbes } from '../../test/tenantProbe';
import { accountTenantProbe } from './account/tenantProbe';
import { calendarSyncTenantProbe } from './calendarSync/tenantProbe';
import { calendarTenantProbe } from './calendar/tenantProbe';
import { clipsTenantProbe } from './clips/tenantProbe';
import { crmTenantProbe } from './crm/tenantProbe';
import { customersTenantProbe } from './customers/tenantProbe';
import { financesTenantProbe } from './finances/tenantProbe';
import { identityTenantProbe } from './identity/tenantProbe';
import { linkedinTenantProbe } from './linkedin/tenantProbe';
import { realtimeTenantProbe } from './realtime/tenantProbe';
import { storageTenantProbe } from './storage/tenantProbe';
import { tasksTenantProbe } from './tasks/tenantProbe';
import { teamTenantProbe } from './team/tenantProbe';
import { trainingsTenantProbe } from './trainings/tenantProbe';

export const tenantProbes: TenantProbes = {
  ...identityTenantProbe,
  ...crmTenantProbe,
  ...linkedinTenantProbe,
  ...storageTenantProbe,
  ...realtimeTenantProbe,
  ...teamTenantProbe,
  ...accountTenantProbe,
  ...customersTenantProbe,
  ...clipsTenantProbe,
  ...trainingsTenantProbe,
  ...tasksTenantProbe,
  ...calendarSyncTenantProbe,
  ...calendarTenantProbe,
  ...financesTenantProbe,
};
