type LeadStatus = LeadStatusValue;
type LeadSource = LeadSourceValue;
import { z } from 'zod';
import { httpsUrl, inputDate } from '../../platform/inputs';

/**
 * The CRM's vocabulary without a database: the app imports it (`@sprint/server/crm`), so it
 * must stay free of drizzle and node modules. `schema.ts` builds its enums from these lists.
 */
/** The pipeline, in its order: the enum's order is what `order by status` sorts by. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;

export const LEAD_SOURCES = [
  'linkedin',
  'instagram',
  'email',
  'referral',
  'website',
  'cold_call',
  'other',
] as const;

export type LeadStatusValue = (typeof LEAD_STATUSES)[number];
export type LeadSourceValue = (typeof LEAD_SOURCES)[number];

/** The German labels people read (status labels as the app shows them). */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Neu',
  contacted: 'Kontaktiert',
  qualified: 'Qualifiziert',
  proposal: 'Angebot',
  won: 'Gewonnen',
  lost: 'Verloren',
};

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  email: 'E-Mail',
  referral: 'Empfehlung',
  website: 'Website',
  cold_call: 'Kaltakquise',
  other: 'Sonstiges',
};

export const LEAD_NOT_FOUND = 'Lead nicht gefunden.';
export const ACTIVITY_NOT_FOUND = 'Aktivität nicht gefunden.';
export const CONVERSATION_NOT_FOUND = 'Unterhaltung nicht gefunden.';
export const OWNER_NOT_MEMBER = 'Verantwortliche Person ist kein Mitglied dieses Unternehmens.';
export const LOST_REASON_REQUIRED = 'Bitte gib einen Grund für den Verlust an.';
export const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';

/**
 * A lead's fields as the API takes them, with the German messages people read. The server's
 * procedures and the app's lead forms use these same schemas (ADR 017): the browser refuses what
 * the server would refuse, in the same words. Pure zod, no database: the app imports it.
 */
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
