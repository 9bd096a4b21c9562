import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';

/**
 * The account procedures take no ids: each acts on the caller's own account. The probes check
 * that the intruder's calls leave the owner's account as it was and show nothing of it.
 */
export const accountTenantProbe: TenantProbes = {
  'account.profile.get': async ({ owner, intruder }) => {
    const profile = await intruder.caller.account.profile.get();
    expect(profile.id).toBe(intruder.user.id);
    expect(profile.email).not.toBe(owner.user.email);
  },

  'account.profile.update': async ({ owner, intruder }) => {
    await intruder.caller.account.profile.update({ displayName: 'Eindringling' });
    expect((await owner.caller.account.profile.get()).displayName).toBeNull();
  },

  'account.profile.setAvatar': async ({ owner, intruder }) => {
    await intruder.caller.account.profile.setAvatar({ dataUrl: null });
    expect((await owner.caller.account.profile.get()).avatar).toBeNull();
  },

  'account.preferences.get': async ({ owner, intruder }) => {
    await owner.caller.account.preferences.update({ theme: 'dark' });
    expect((await intruder.caller.account.preferences.get()).theme).toBe('system');
  },

  'account.preferences.update': async ({ owner, intruder }) => {
    await intruder.caller.account.preferences.update({ theme: 'light' });
    expect((await owner.caller.account.preferences.get()).theme).toBe('system');
  },

  'account.exportData': async ({ owner, intruder }) => {
    const data = await intruder.caller.account.exportData();
    expect(data.profile.email).toBe(intruder.user.email);
    expect(JSON.stringify(data)).not.toContain(owner.customer.name);
    expect(JSON.stringify(data)).not.toContain(owner.user.email);
  },

  'account.delete': async ({ owner, intruder }) => {
    // Confirming with another account's address deletes nothing.
    await expect(
      intruder.caller.account.delete({ confirmEmail: owner.user.email }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await owner.caller.account.profile.get()).email).toBe(owner.user.email);
    expect((await intruder.caller.account.profile.get()).email).toBe(intruder.user.email);
  },
};
