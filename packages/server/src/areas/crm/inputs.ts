/**
 * A lead's fields as the API takes them, with the German messages people read. The server's
 * procedures and the app's lead forms use these same schemas (ADR 017): the browser refuses what
 * the server would refuse, in the same words. Pure zod, no database: the app imports it.
 */
import { z } from 'zod';
import { httpsUrl, inputDate } from '../../inputs';
import { LEAD_SOURCES, LEAD_STATUSES } from './model';

export const MAX_COMPANY_NAME = 200;
/** 10 billion euros: more is a typing mistake, and it stays far inside a bigint. */
export const MAX_LEAD_VALUE_CENTS = 1_000_000_000_000;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .nullable()
    .optional();

/** Every editable field of a lead, bounded so nothing oversized reaches the database. */
export const leadFields = {
  companyName: z
    .string()
    .trim()
    .min(1, 'Bitte gib den Namen des Unternehmens ein.')
    .max(
      MAX_COMPANY_NAME,
      `Der Name des Unternehmens darf höchstens ${MAX_COMPANY_NAME} Zeichen lang sein.`,
    ),
  contactName: optionalText(200, 'Der Ansprechpartner'),
  contactEmail: z
    .email('Bitte gib eine gültige E-Mail-Adresse ein.')
    .max(320, 'Die E-Mail-Adresse ist zu lang.')
    .nullable()
    .optional(),
  phone: optionalText(50, 'Die Telefonnummer'),
  website: httpsUrl().nullable().optional(),
  linkedinUrl: httpsUrl().nullable().optional(),
  source: z.enum(LEAD_SOURCES).nullable().optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  valueCents: z
    .number()
    .int()
    .min(0, 'Der Wert darf nicht negativ sein.')
    .max(MAX_LEAD_VALUE_CENTS, 'Dieser Wert ist zu groß.')
    .optional(),
  ownerId: z.uuid().nullable().optional(),
  nextStep: optionalText(500, 'Der nächste Schritt'),
  nextStepDueAt: inputDate.nullable().optional(),
  lostReason: optionalText(500, 'Der Grund für den Verlust'),
  tags: z
    .array(z.string().trim().min(1).max(50, 'Ein Tag darf höchstens 50 Zeichen lang sein.'))
    .max(20, 'Höchstens 20 Tags.')
    .optional(),
};

/** `crm.leads.create`. */
export const createLeadInput = z.strictObject(leadFields);
export type CreateLeadInput = z.input<typeof createLeadInput>;

export { LEAD_SOURCES, LEAD_STATUSES } from './model';
export type { LeadSourceValue, LeadStatusValue } from './model';
export { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, LOST_REASON_REQUIRED } from './labels';
