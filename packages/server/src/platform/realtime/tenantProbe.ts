import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';
import { customerChannel, userChannel } from './channels';

export const realtimeTenantProbe: TenantProbes = {
  'realtime.ablyTokenRequest': async ({ owner, intruder }) => {
    const { tokenRequest } = await intruder.caller.realtime.ablyTokenRequest();
    const channels = Object.keys(JSON.parse(tokenRequest.capability as string) as object);
    expect(channels).toContain(customerChannel(intruder.customer.id));
    expect(channels.filter((channel) => channel.includes(owner.customer.id))).toEqual([]);
    expect(channels).toContain(userChannel(intruder.user.id));
    expect(channels.filter((channel) => channel.includes(owner.user.id))).toEqual([]);
  },
};
