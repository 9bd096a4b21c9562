import { z } from 'zod';
import {
  LEGAL_FORMS,
  VAT_PERIODS,
  reserveEntryInput,
  updateSettingsInput,
  type ReserveEntryInput,
  type UpdateSettingsInput,
} from '@sprint/server/finances';
import type { FinanceSettings } from './planningTypes';

/**
 * The tax reserve page's two forms validate with the server's own schemas (ADR 017):
 * `reserveEntryInput` for 'Betrag zurücklegen' and `updateSettingsInput` for 'Einstellungen'. The
 * forms hold an empty amount, day or Hebesatz as null, which the server's schema refuses with its
 * German message under the field.
 */

// 'Betrag zurücklegen' ---------------------------------------------------------------------------

export const reserveEntryFormSchema = z
  .object({
    enteredOn: z.string().nullable(),
    amountCents: z.number().nullable(),
    note: z.string(),
  })
  // Null stays null: the server's schema refuses it with its message.
  .transform((values) => values as ReserveEntryInput)
  .pipe(reserveEntryInput);

export type ReserveEntryFormValues = z.input<typeof reserveEntryFormSchema>;

export function emptyReserveEntryValues(day: string): ReserveEntryFormValues {
  return { enteredOn: day, amountCents: null, note: '' };
}

// 'Einstellungen' -------------------------------------------------------------------------------

export const taxSettingsFormSchema = z
  .object({
    legalForm: z.enum(LEGAL_FORMS),
    smallBusiness: z.boolean(),
    hebesatz: z.number().nullable(),
    vatPeriod: z.enum(VAT_PERIODS),
    financesForAdmins: z.boolean(),
  })
  .transform((values) => values as UpdateSettingsInput)
  .pipe(updateSettingsInput);

export type TaxSettingsFormValues = z.input<typeof taxSettingsFormSchema>;
export type TaxSettingsFormOutput = z.output<typeof taxSettingsFormSchema>;

export function settingsToValues(settings: FinanceSettings): TaxSettingsFormValues {
  return {
    legalForm: settings.legalForm,
    smallBusiness: settings.smallBusiness,
    hebesatz: settings.hebesatz,
    vatPeriod: settings.vatPeriod,
    financesForAdmins: settings.financesForAdmins,
  };
}

/**
 * What 'Speichern' sends: the sharing only from a primary admin and only when it changed, as
 * the server refuses it from anyone else.
 */
export function settingsUpdate(
  values: TaxSettingsFormOutput,
  saved: FinanceSettings,
  primaryAdmin: boolean,
): UpdateSettingsInput {
  const { financesForAdmins, ...fields } = values;
  return primaryAdmin && financesForAdmins !== saved.financesForAdmins
    ? { ...fields, financesForAdmins }
    : fields;
}
