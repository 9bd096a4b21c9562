import { z } from 'zod';
import { defineSettings } from '../../platform/settings/settings';

declare module '../../platform/settings/settings' {
  interface SharedCompanySettings {
    /** An employee opened the community for the company ('Community freischalten'). */
    communityOpen: boolean;
  }
}

/** Whether the company's members take part in the community (employees always do). */
export const communityAccess = defineSettings({
  area: 'community',
  schema: z.object({ open: z.boolean().default(false) }),
  shared: (value) => ({ communityOpen: value.open }),
});
