import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';

/** An open invitation of the owner's company, sent as the owner sends one. */
async function ownerInvitation({ owner }: ProbeContext) {
  await owner.caller.team.invitations.create({
    emails: [`eingeladen-${owner.customer.id.slice(0, 8)}@example.com`],
    role: 'user',
  });
  const [invitation] = await owner.caller.team.invitations.list();
  if (!invitation) throw new Error('no invitation');
  return invitation;
}

export const teamTenantProbe: TenantProbes = {
  'team.members.list': async ({ owner, intruder }) => {
    const members = await intruder.caller.team.members.list();
    expect(members.map((member) => member.userId)).toEqual([intruder.user.id]);
    expect(members.map((member) => member.userId)).not.toContain(owner.user.id);
  },

  'team.members.changeRole': async ({ owner, intruder }) => {
    await expect(
      intruder.caller.team.members.changeRole({ userId: owner.user.id, role: 'user' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [ownerRow] = await owner.caller.team.members.list();
    expect(ownerRow?.role).toBe('primary_admin');
  },

  'team.members.remove': async ({ owner, intruder }) => {
    await expect(
      intruder.caller.team.members.remove({ userId: owner.user.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await owner.caller.team.members.list()).toHaveLength(1);
  },

  'team.members.transferPrimaryAdmin': async ({ owner, intruder }) => {
    await expect(
      intruder.caller.team.members.transferPrimaryAdmin({ userId: owner.user.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await intruder.caller.team.members.list())[0]?.role).toBe('primary_admin');
  },

  'team.invitations.list': async (context) => {
    await ownerInvitation(context);
    expect(await context.intruder.caller.team.invitations.list()).toEqual([]);
  },

  'team.invitations.create': async ({ owner, intruder }) => {
    // Inviting the owner's member from the intruder's company invites into the intruder's only.
    await intruder.caller.team.invitations.create({ emails: [owner.user.email], role: 'admin' });
    expect(await owner.caller.team.invitations.list()).toEqual([]);
    expect(await intruder.caller.team.invitations.list()).toHaveLength(1);
  },

  'team.invitations.resend': async (context) => {
    const invitation = await ownerInvitation(context);
    await expect(
      context.intruder.caller.team.invitations.resend({ invitationId: invitation.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  },

  'team.invitations.revoke': async (context) => {
    const invitation = await ownerInvitation(context);
    await expect(
      context.intruder.caller.team.invitations.revoke({ invitationId: invitation.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await context.owner.caller.team.invitations.list()).toHaveLength(1);
  },

  'team.invitations.link': async (context) => {
    const invitation = await ownerInvitation(context);
    await expect(
      context.intruder.caller.team.invitations.link({ invitationId: invitation.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  },

  'team.history': async (context) => {
    await ownerInvitation(context);
    expect(await context.intruder.caller.team.history()).toEqual([]);
  },

  'team.summary': async (context) => {
    await ownerInvitation(context);
    expect(await context.intruder.caller.team.summary()).toEqual({
      members: 1,
      pendingInvitations: 0,
    });
  },
};
