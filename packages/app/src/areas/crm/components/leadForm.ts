import { z } from 'zod';
import {
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LOST_REASON_REQUIRED,
  leadFields,
} from '@sprint/server/crm';
import { berlinDay, berlinDayStart } from './leadDates';
import type { LeadDetail, LeadSource, LeadStatus } from '../queries';

/**
 * The lead form's rules are the server's (`@sprint/server/crm`, ADR 017): the same
 * limits and German messages. The form only adds what a form holds differently: '' for an
 * empty text, 'none' for an empty select, a calendar day for the due date.
 */

export { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUSES, LOST_REASON_REQUIRED };

/** Radix Select items cannot carry '', so "none" is a value of its own. */
export const NONE = 'none';

/** A text field's value as the server takes it: trimmed, and empty as null. */
const text = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value));

/** A select's value as the server takes it: 'none' (or nothing chosen) as null. */
const choice = z.string().transform((value) => (value === NONE || value === '' ? null : value));

// --- The form

const fields = {
  companyName: leadFields.companyName,
  contactName: text.pipe(leadFields.contactName.unwrap()),
  contactEmail: text.pipe(leadFields.contactEmail.unwrap()),
  phone: text.pipe(leadFields.phone.unwrap()),
  website: text.pipe(leadFields.website.unwrap()),
  linkedinUrl: text.pipe(leadFields.linkedinUrl.unwrap()),
  /** Integer cents from the CurrencyField; empty is 0 €. */
  valueCents: z
    .number()
    .nullable()
    .transform((value) => value ?? 0)
    .pipe(leadFields.valueCents.unwrap()),
  status: z.enum(LEAD_STATUSES),
  source: z.enum([...LEAD_SOURCES, NONE]).transform((value) => (value === NONE ? null : value)),
  ownerId: choice.pipe(leadFields.ownerId.unwrap()),
  nextStep: text.pipe(leadFields.nextStep.unwrap()),
  /** 'yyyy-MM-dd' from the DateField → the start of that day in Berlin. */
  nextStepDueAt: z
    .string()
    .nullable()
    .transform((value) => (value ? berlinDayStart(value) : null)),
  lostReason: text.pipe(leadFields.lostReason.unwrap()),
  /** Typed as 'Messe, Bestandskunde': comma-separated, blanks dropped. */
  tags: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    )
    .pipe(leadFields.tags.unwrap()),
};

/** Every editable field of a lead, as the form holds it and as the server takes it. */
export const leadFormSchema = z.object(fields).superRefine((lead, context) => {
  if (lead.status === 'lost' && !lead.lostReason) {
    context.addIssue({ code: 'custom', path: ['lostReason'], message: LOST_REASON_REQUIRED });
  }
});

export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadFormOutput = z.output<typeof leadFormSchema>;

/** The prefill a caller may hand the 'Neuer Lead' dialog. */
export type LeadPrefill = {
  companyName?: string;
  contactName?: string;
  contactEmail?: string;
  linkedinUrl?: string;
  source?: LeadSource;
  status?: LeadStatus;
};

export function emptyLeadValues(prefill: LeadPrefill = {}): LeadFormValues {
  return {
    companyName: prefill.companyName ?? '',
    contactName: prefill.contactName ?? '',
    contactEmail: prefill.contactEmail ?? '',
    phone: '',
    website: '',
    linkedinUrl: prefill.linkedinUrl ?? '',
    valueCents: null,
    status: prefill.status ?? 'new',
    source: prefill.source ?? NONE,
    ownerId: NONE,
    nextStep: '',
    nextStepDueAt: null,
    lostReason: '',
    tags: '',
  };
}

/** A saved lead as the form shows it. */
export function leadToValues(lead: LeadDetail): LeadFormValues {
  return {
    companyName: lead.companyName,
    contactName: lead.contactName ?? '',
    contactEmail: lead.contactEmail ?? '',
    phone: lead.phone ?? '',
    website: lead.website ?? '',
    linkedinUrl: lead.linkedinUrl ?? '',
    valueCents: lead.valueCents,
    status: lead.status,
    source: lead.source ?? NONE,
    ownerId: lead.ownerId ?? NONE,
    nextStep: lead.nextStep ?? '',
    nextStepDueAt: lead.nextStepDueAt ? berlinDay(lead.nextStepDueAt) : null,
    lostReason: lead.lostReason ?? '',
    tags: lead.tags.join(', '),
  };
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}
