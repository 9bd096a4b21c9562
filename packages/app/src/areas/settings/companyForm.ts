import { z } from 'zod';

/*
 * Einstellungen › Unternehmen checks what the server's `company.update` checks, with its German
 * messages (packages/server/src/areas/customers/router.ts, `companyFields`). The server keeps that
 * schema inside its router, which the app cannot import without the server's runtime, so the
 * rules are repeated here (ADR 017's exception) and the server's own answer is still mapped onto
 * the fields (`serverFieldErrors`).
 */

export const NAME_REQUIRED = 'Bitte gib den Namen des Unternehmens ein.';
export const NAME_TOO_LONG = 'Der Name darf höchstens 120 Zeichen lang sein.';
export const OFFICIAL_NAME_TOO_LONG = 'Der offizielle Name darf höchstens 200 Zeichen lang sein.';
export const DOMAIN_INVALID = 'Bitte gib eine Domain wie beispiel.de ein.';
export const DOMAIN_TOO_LONG = 'Die Domain ist zu lang.';

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

export const companySchema = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(120, NAME_TOO_LONG),
  officialCompanyName: optionalText(200, OFFICIAL_NAME_TOO_LONG),
  domain,
});

export type CompanyValues = z.input<typeof companySchema>;
export type CompanyField = keyof CompanyValues;

/** The company record as the form holds it: '' for what is not set. */
export function companyToValues(company: {
  name: string;
  officialCompanyName: string | null;
  domain: string | null;
}): CompanyValues {
  return {
    name: company.name,
    officialCompanyName: company.officialCompanyName ?? '',
    domain: company.domain ?? '',
  };
}

const FIELDS = new Set<string>(['name', 'officialCompanyName', 'domain']);

type IssueCarrier = { data?: { issues?: { path: string; message: string }[] | null } | null };

/**
 * The server's refusal of single fields (its zod issues, `error.data.issues`), by field; issues
 * of other paths are left to the form's alert.
 */
export function serverFieldErrors(error: unknown): Partial<Record<CompanyField, string>> {
  const issues = (error as IssueCarrier | null)?.data?.issues ?? [];
  const found: Partial<Record<CompanyField, string>> = {};
  for (const issue of issues) {
    if (FIELDS.has(issue.path) && !found[issue.path as CompanyField]) {
      found[issue.path as CompanyField] = issue.message;
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

/** The cropped logo as the server takes it: a `data:image/png;base64,…` URL. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Das Bild konnte nicht gelesen werden.'));
    reader.readAsDataURL(blob);
  });
}
