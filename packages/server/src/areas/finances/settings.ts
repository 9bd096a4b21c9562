import { z } from 'zod';
import { defineSettings } from '../../platform/settings/settings';

declare module '../../platform/settings/settings' {
  interface SharedCompanySettings {
    /** Admins see the finances too (the sidebar and the dashboard mirror it). */
    financesForAdmins: boolean;
  }
}

/**
 * The finances' company settings in `area_settings`: whether a primary admin shares the finances
 * with the admins (migration 0011 moved it from `customers.finances_for_admins`).
 */
export const financeSharing = defineSettings({
  area: 'finances',
  schema: z.object({ financesForAdmins: z.boolean().default(false) }),
  shared: (value) => ({ financesForAdmins: value.financesForAdmins }),
});
