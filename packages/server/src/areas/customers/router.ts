import { z } from 'zod';
import { appError } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { assertEmployee, roleProcedure, router, tenantProcedure } from '../../platform/trpc';
import { planEnum } from '../../platform/identity/schema';
import { publicCustomer } from '../../platform/identity/service';
import { avatarUrl } from '../../platform/storage/service';
import { customerChanged, invitationLimits, sendInvitationMails, teamChanged } from '../team';
import { listInvitations, renewInvitation, revokeInvitation } from '../team';
import {
  createCustomer,
  customerMembers,
  CUSTOMER_NOT_FOUND,
  findCustomer,
  listCustomers,
  setCompanyLogo,
  updateCustomer,
} from './service';
import { actorOf } from '../../platform/tenancy/actor';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A domain as people type it ('beispiel.de'), without scheme or path. */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'Die Domain ist zu lang.')
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .refine(
    (value) => value === '' || /^(?=.{1,253}$)([a-z0-9äöüß-]+\.)+[a-z]{2,}$/.test(value),
    'Bitte gib eine Domain wie beispiel.de ein.',
  )
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const companyFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Bitte gib den Namen des Unternehmens ein.')
    .max(120, 'Der Name darf höchstens 120 Zeichen lang sein.'),
  officialCompanyName: optionalText(
    200,
    'Der offizielle Name darf höchstens 200 Zeichen lang sein.',
  ),
  domain,
};

const customerInput = z.strictObject({ customerId: z.uuid() });
const plan = z.enum(planEnum.enumValues);

async function existingCustomer(db: Parameters<typeof findCustomer>[0], customerId: string) {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw appError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return customer;
}

export const customersRouter = router({
  list: tenantProcedure
    .input(
      z
        .strictObject({ search: z.string().trim().max(200).optional(), plan: plan.optional() })
        .optional(),
    )
    .query(({ ctx, input }) => {
      assertEmployee(ctx.user);
      return listCustomers(ctx.db, input ?? {});
    }),

  byId: tenantProcedure.input(customerInput).query(async ({ ctx, input }) => {
    assertEmployee(ctx.user);
    const customer = await existingCustomer(ctx.db, input.customerId);
    const members = await customerMembers(ctx.db, customer.id);
    const invitations = await listInvitations(ctx.db, { customerId: customer.id });
    return {
      customer: { ...publicCustomer(customer), createdAt: customer.createdAt },
      members: members.map((member) => ({
        ...member,
        avatar: avatarUrl(ctx.storage, member.avatar),
      })),
      invitations,
    };
  }),

  /** 'Neuer Kunde': the company, and an invitation for its first primary admin. */
  create: tenantProcedure
    .input(
      z.strictObject({
        ...companyFields,
        plan,
        adminEmail: z.email('Bitte gib eine gültige E-Mail-Adresse ein.').max(320),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      assertEmployee(ctx.user);
      const { customer, invitation } = await createCustomer(
        ctx.db,
        actorOf(ctx),
        {
          name: input.name,
          officialCompanyName: input.officialCompanyName ?? null,
          domain: input.domain ?? null,
          plan: input.plan,
          adminEmail: input.adminEmail,
        },
        ctx.config.fileUrlSecret,
      );
      const { failed } = await sendInvitationMails(
        ctx,
        { companyName: customer.name, inviterName: ctx.user.displayName ?? ctx.user.email },
        [invitation],
      );
      return { customerId: customer.id, mailFailed: failed };
    }),

  update: tenantProcedure
    .input(
      z.strictObject({
        customerId: z.uuid(),
        name: companyFields.name.optional(),
        officialCompanyName: companyFields.officialCompanyName,
        domain: companyFields.domain,
        plan: plan.optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      assertEmployee(ctx.user);
      const { customerId, ...fields } = input;
      const customer = await updateCustomer(ctx.db, customerId, fields);
      void ctx.realtime.publish(customer.id, customerChanged);
      return publicCustomer(customer);
    }),

  invitations: router({
    resend: tenantProcedure
      .input(z.strictObject({ customerId: z.uuid(), invitationId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        assertEmployee(ctx.user);
        const customer = await existingCustomer(ctx.db, input.customerId);
        const renewed = await renewInvitation(
          ctx.db,
          { customerId: customer.id },
          actorOf(ctx),
          input.invitationId,
          ctx.config.fileUrlSecret,
          invitationLimits(ctx.rateLimiter, customer.id),
        );
        const { failed } = await sendInvitationMails(
          ctx,
          { companyName: customer.name, inviterName: ctx.user.displayName ?? ctx.user.email },
          [renewed],
        );
        void ctx.realtime.publish(customer.id, teamChanged());
        return { sent: failed.length === 0, expiresAt: renewed.expiresAt };
      }),

    revoke: tenantProcedure
      .input(z.strictObject({ customerId: z.uuid(), invitationId: z.uuid() }))
      .mutation(async ({ ctx, input }) => {
        assertEmployee(ctx.user);
        const customer = await existingCustomer(ctx.db, input.customerId);
        await revokeInvitation(
          ctx.db,
          { customerId: customer.id },
          actorOf(ctx),
          input.invitationId,
        );
        void ctx.realtime.publish(customer.id, teamChanged());
        return { revoked: true };
      }),
  }),
});

/** Einstellungen › Unternehmen: the active company's own record, for its administrators. */
export const companyRouter = router({
  get: tenantProcedure.input(noInput).query(({ ctx }) => publicCustomer(ctx.tenant.customer)),

  update: roleProcedure('admin')
    .input(z.strictObject(companyFields))
    .mutation(async ({ ctx, input }) => {
      const customer = await updateCustomer(ctx.db, ctx.tenant.customerId, {
        name: input.name,
        officialCompanyName: input.officialCompanyName ?? null,
        domain: input.domain ?? null,
      });
      void ctx.realtime.publish(customer.id, customerChanged);
      return publicCustomer(customer);
    }),

  setLogo: roleProcedure('admin')
    .input(z.strictObject({ dataUrl: z.string().max(3_000_000).nullable() }))
    .mutation(async ({ ctx, input }) => {
      const customer = await setCompanyLogo(ctx.db, ctx.storage, ctx.tenant, input.dataUrl);
      void ctx.realtime.publish(customer.id, customerChanged);
      return publicCustomer(customer);
    }),
});
