import { z } from 'zod';
import { PLANS } from './customersSearchParams';

/*
 * 'Neuer Kunde' checks what the server's `customers.create` checks, with its German messages
 * (packages/server/src/areas/customers/router.ts). The server keeps that schema inside its
 * router, which the app cannot import without the server's runtime, so the rules are repeated
 * here (ADR 017's exception) and the server's own answer is still mapped onto the fields
 * (`serverFieldErrors`): where the two ever differ, the server's words reach the field.
 */

export const NAME_REQUIRED = 'Bitte gib den Namen des Unternehmens ein.';
export const NAME_TOO_LONG = 'Der Name darf höchstens 120 Zeichen lang sein.';
export const OFFICIAL_NAME_TOO_LONG = 'Der offizielle Name darf höchstens 200 Zeichen lang sein.';
export const DOMAIN_INVALID = 'Bitte gib eine Domain wie beispiel.de ein.';
export const DOMAIN_TOO_LONG = 'Die Domain ist zu lang.';
export const EMAIL_INVALID = 'Bitte gib eine gültige E-Mail-Adresse ein.';

/** A text field's value as the server takes it: trimmed, and empty as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** A domain as people type or paste it ('https://www.Beispiel.de/kontakt' → 'www.beispiel.de'). */
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, DOMAIN_TOO_LONG)
  .transform((value) => value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .refine(
    (value) => value === '' || /^(?=.{1,253}$)([a-z0-9äöüß-]+\.)+[a-z]{2,}$/.test(value),
    DOMAIN_INVALID,
  )
  .transform((value) => (value === '' ? null : value));

export const newCustomerSchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(120, NAME_TOO_LONG),
  officialCompanyName: optionalText(200, OFFICIAL_NAME_TOO_LONG),
  domain,
  plan: z.enum(PLANS),
  // Pasted addresses often carry a space at either end; the server takes the address alone.
  adminEmail: z.string().trim().pipe(z.email(EMAIL_INVALID).max(320, EMAIL_INVALID)),
});

export type NewCustomerValues = z.input<typeof newCustomerSchema>;
export type NewCustomerOutput = z.output<typeof newCustomerSchema>;
export type NewCustomerField = keyof NewCustomerValues;

export const emptyCustomerValues: NewCustomerValues = {
  name: '',
  officialCompanyName: '',
  domain: '',
  plan: 'starter',
  adminEmail: '',
};

const FIELDS = new Set<string>(Object.keys(emptyCustomerValues));

type IssueCarrier = { data?: { issues?: { path: string; message: string }[] | null } | null };

/**
 * The server's refusal of single fields (its zod issues, `error.data.issues`), by field; issues
 * of other paths are left to the form's alert.
 */
export function serverFieldErrors(error: unknown): Partial<Record<NewCustomerField, string>> {
  const issues = (error as IssueCarrier | null)?.data?.issues ?? [];
  const found: Partial<Record<NewCustomerField, string>> = {};
  for (const issue of issues) {
    if (FIELDS.has(issue.path) && !found[issue.path as NewCustomerField]) {
      found[issue.path as NewCustomerField] = issue.message;
    }
  }
  return found;
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}
