/**
 * Tax reserves of the Finances area (issue 16, § 4): what a business should put aside for the
 * year, with each figure's formula in German words. An orientation, not tax advice.
 *
 * - Umsatzsteuer (UStG): VAT of the income minus input VAT of the expenses, per VAT period;
 *   nothing for a Kleinunternehmer (§ 19 UStG).
 * - Einkommensteuer: Grundtarif of § 32a EStG (2025 and 2026) on the year's profit.
 * - Solidaritätszuschlag (SolZG §§ 3, 4): 5.5 %, with the exemption limit and the 11.9 %
 *   transition zone.
 * - Gewerbesteuer (GewStG §§ 11, 16) with the credit against income tax of § 35 EStG.
 * - Körperschaftsteuer (§ 23 KStG): 15 % plus 5.5 % Solidaritätszuschlag.
 *
 * Integer arithmetic throughout: the tariff's zone borders are where a float error would show,
 * because the law floors the tax to full euros: a tax of exactly 17.869,00 € that a float
 * evaluation lands at 17.868,999… loses a whole euro. The tariff polynomials are evaluated in BigInt over their exact
 * common denominator and floored once at the end; every other figure is integer cents.
 */
import { isDay } from './intervals';

export const LEGAL_FORMS = ['sole_trader', 'freelancer', 'gmbh'] as const;

export type LegalForm = (typeof LEGAL_FORMS)[number];

export const LEGAL_FORM_LABELS: Record<LegalForm, string> = {
  sole_trader: 'Einzelunternehmen (Gewerbe)',
  freelancer: 'Freiberufler',
  gmbh: 'GmbH / UG',
};

export type BookingKind = 'income' | 'expense';

export type VatPeriod = 'monthly' | 'quarterly';

/** The Hebesatz in percent when the business has not entered its municipality's. */
export const DEFAULT_HEBESATZ = 400;

export const TAX_DISCLAIMER = 'Orientierungshilfe, keine Steuerberatung.';

export type TariffYear = 2025 | 2026;

export const TARIFF_YEARS: readonly TariffYear[] = [2025, 2026];

/**
 * § 32a Abs. 1 EStG as published, every amount in hundredths of a euro so that it is an integer:
 * zone 2 is (a·y + b)·y, zone 3 (a·z + b)·z + c, zones 4 and 5 rate/100 · zvE − minus.
 */
type Tariff = {
  /** Upper ends (inclusive, full euros) of zones 1 to 4. */
  ends: readonly [number, number, number, number];
  zone2: { a: bigint; b: bigint };
  zone3: { a: bigint; b: bigint; c: bigint };
  zone4: { rate: bigint; minus: bigint };
  zone5: { rate: bigint; minus: bigint };
  /** Freigrenze of the Solidaritätszuschlag (§ 3 Abs. 3 SolZG, Grundtabelle) in cents. */
  soliExemptionCents: number;
};

const TARIFFS: Record<TariffYear, Tariff> = {
  2025: {
    ends: [12_096, 17_443, 68_480, 277_825],
    zone2: { a: 93_230n, b: 140_000n },
    zone3: { a: 17_664n, b: 239_700n, c: 101_513n },
    zone4: { rate: 42n, minus: 1_091_192n },
    zone5: { rate: 45n, minus: 1_924_667n },
    soliExemptionCents: 1_995_000,
  },
  2026: {
    ends: [12_348, 17_799, 69_878, 277_825],
    zone2: { a: 91_451n, b: 140_000n },
    zone3: { a: 17_310n, b: 239_700n, c: 103_487n },
    zone4: { rate: 42n, minus: 1_113_563n },
    zone5: { rate: 45n, minus: 1_947_038n },
    soliExemptionCents: 2_035_000,
  },
};

const FIRST_TARIFF_YEAR = 2025;
const LAST_TARIFF_YEAR = 2026;

/** The known tariff nearest to `year`. */
function tariffYearFor(year: number): TariffYear {
  if (!Number.isSafeInteger(year)) throw new RangeError('year must be an integer');
  if (year <= FIRST_TARIFF_YEAR) return FIRST_TARIFF_YEAR;
  if (year >= LAST_TARIFF_YEAR) return LAST_TARIFF_YEAR;
  return year as TariffYear;
}

function assertCents(cents: number, name: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${name} must be an integer of cents`);
}

// ---------------------------------------------------------------------------------------------
// German figures for the formulas.

/** '1.234' for 1234. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * `17100` → '171,00 €', `-5` → '-0,05 €': de-DE with exactly two decimals and a no-break space
 * before the euro sign, as the UI's formatCurrency writes it, but from integer cents.
 */
export function formatEuro(cents: number): string {
  const magnitude = Math.abs(cents);
  const rest = magnitude % 100;
  const euros = groupThousands(String((magnitude - rest) / 100));
  return `${cents < 0 ? '-' : ''}${euros},${String(rest).padStart(2, '0')}\u00a0€`;
}

/** A coefficient of the law in hundredths: 91451n → '914,51', 140000n → '1.400', 42n → '0,42'. */
function formatHundredths(hundredths: bigint): string {
  const whole = groupThousands((hundredths / 100n).toString());
  const rest = hundredths % 100n;
  return rest === 0n ? whole : `${whole},${rest.toString().padStart(2, '0')}`;
}

/** Full euros without decimals: '60.000 €'. */
function formatWholeEuros(euros: number): string {
  return `${groupThousands(String(euros))}\u00a0€`;
}

// ---------------------------------------------------------------------------------------------
// Einkommensteuer (§ 32a EStG).

export type TariffZone = 1 | 2 | 3 | 4 | 5;

export type IncomeTaxResult = {
  taxCents: number;
  /** The zu versteuerndes Einkommen in full euros, as the tariff reads it (never negative). */
  taxableEuros: number;
  zone: TariffZone;
  /** The year whose tariff was applied. */
  tariffYear: TariffYear;
  /** Set when the year has no known tariff and the nearest one was applied. */
  note: string | null;
};

const TEN_THOUSAND = 10_000n;
const TEN_TO_THE_8 = 100_000_000n;
const TEN_TO_THE_10 = 10_000_000_000n;

/**
 * The tax in full euros. With y = Δ/10 000 and coefficients in hundredths, zone 2 is
 * (a/100 · Δ/10⁴ + b/100) · Δ/10⁴ = (a·Δ + b·10⁴) · Δ / 10¹⁰, zone 3 adds c/100 = c·10⁸ / 10¹⁰, and
 * zones 4 and 5 are (rate · zvE − minus) / 100. Every numerator is positive in its zone, so the
 * BigInt division is the floor to full euros that § 32a Abs. 1 demands.
 */
function tariffEuros(taxable: bigint, tariff: Tariff): { euros: bigint; zone: TariffZone } {
  const [end1, end2, end3, end4] = tariff.ends.map(BigInt) as [bigint, bigint, bigint, bigint];
  if (taxable <= end1) return { euros: 0n, zone: 1 };
  if (taxable <= end2) {
    const { a, b } = tariff.zone2;
    const y = taxable - end1;
    return { euros: ((a * y + b * TEN_THOUSAND) * y) / TEN_TO_THE_10, zone: 2 };
  }
  if (taxable <= end3) {
    const { a, b, c } = tariff.zone3;
    const z = taxable - end2;
    return {
      euros: ((a * z + b * TEN_THOUSAND) * z + c * TEN_TO_THE_8) / TEN_TO_THE_10,
      zone: 3,
    };
  }
  const { rate, minus } = taxable <= end4 ? tariff.zone4 : tariff.zone5;
  return { euros: (rate * taxable - minus) / 100n, zone: taxable <= end4 ? 4 : 5 };
}

/**
 * Income tax by the Grundtarif of § 32a EStG for `year` (the nearest known tariff for other
 * years, with a note): the taxable income is rounded down to full euros, the tax down to full
 * euros. Zero or negative income is taxed 0.
 */
export function incomeTax(zvECents: number, year: number): IncomeTaxResult {
  assertCents(zvECents, 'zvECents');
  const tariffYear = tariffYearFor(year);
  const taxableEuros = zvECents > 0 ? (zvECents - (zvECents % 100)) / 100 : 0;
  const { euros, zone } = tariffEuros(BigInt(taxableEuros), TARIFFS[tariffYear]);
  return {
    taxCents: Number(euros) * 100,
    taxableEuros,
    zone,
    tariffYear,
    note:
      tariffYear === year
        ? null
        : `Tarif ${tariffYear} angewendet (für ${year} ist kein Tarif hinterlegt).`,
  };
}

/** The worked formula of an income tax result, in German. */
function incomeTaxFormula(result: IncomeTaxResult): string {
  const tariff = TARIFFS[result.tariffYear];
  const [end1, end2] = tariff.ends;
  const taxable = formatWholeEuros(result.taxableEuros);
  const law = `Grundtarif ${result.tariffYear} (§ 32a EStG)`;
  const total = formatEuro(result.taxCents);
  const income = groupThousands(String(result.taxableEuros));
  switch (result.zone) {
    case 1:
      return `${law}: zu versteuerndes Einkommen ${taxable} bis zum Grundfreibetrag von ${formatWholeEuros(end1)} = ${total}`;
    case 2: {
      const { a, b } = tariff.zone2;
      return `${law} auf ${taxable}: (${formatHundredths(a)} · y + ${formatHundredths(b)}) · y mit y = (${income} − ${groupThousands(String(end1))}) / 10.000, auf volle Euro abgerundet = ${total}`;
    }
    case 3: {
      const { a, b, c } = tariff.zone3;
      return `${law} auf ${taxable}: (${formatHundredths(a)} · z + ${formatHundredths(b)}) · z + ${formatHundredths(c)} mit z = (${income} − ${groupThousands(String(end2))}) / 10.000, auf volle Euro abgerundet = ${total}`;
    }
    case 4:
    case 5: {
      const { rate, minus } = result.zone === 4 ? tariff.zone4 : tariff.zone5;
      return `${law} auf ${taxable}: ${formatHundredths(rate)} · ${income} − ${formatHundredths(minus)}, auf volle Euro abgerundet = ${total}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Solidaritätszuschlag (SolZG).

/** Cents of `cents · numerator / denominator`, rounded down (fractions of a cent are dropped). */
function percentDown(cents: number, numerator: number, denominator: number): number {
  const product = cents * numerator;
  if (!Number.isSafeInteger(product)) throw new RangeError('Amount too large for exact cents');
  return (product - (product % denominator)) / denominator;
}

/**
 * The Solidaritätszuschlag on an income tax (after the § 35 reduction), in cents: 0 while the
 * tax is at most the exemption limit of `year` (nearest known year otherwise), above it 5.5 % of
 * the tax but at most 11.9 % of the part over the limit. Rounded down to cents (§ 4 SolZG: parts
 * of a cent are dropped).
 */
export function solidaritysurcharge(taxCents: number, year: number): number {
  assertCents(taxCents, 'taxCents');
  const limit = TARIFFS[tariffYearFor(year)].soliExemptionCents;
  if (taxCents <= limit) return 0;
  return Math.min(percentDown(taxCents, 55, 1000), percentDown(taxCents - limit, 119, 1000));
}

// ---------------------------------------------------------------------------------------------
// Gewerbesteuer (GewStG) and Körperschaftsteuer (KStG).

/** Freibetrag of § 11 Abs. 1 Nr. 1 GewStG for natural persons (Einzelunternehmen), in cents. */
const TRADE_TAX_ALLOWANCE_CENTS = 2_450_000;

export type TradeTaxResult = { messbetragCents: number; tradeTaxCents: number };

/**
 * Gewerbesteuer: the profit rounded down to full 100 €, minus the 24.500 € allowance for an
 * Einzelunternehmen (none for a GmbH), never below 0, × 3.5 % = Messbetrag (always whole cents,
 * as the base is a multiple of 100 €); Messbetrag × Hebesatz (whole percent, default 400) =
 * Gewerbesteuer, rounded down to cents. Freiberufler pay none.
 */
export function tradeTax(
  profitCents: number,
  legalForm: LegalForm,
  hebesatz: number = DEFAULT_HEBESATZ,
): TradeTaxResult {
  assertCents(profitCents, 'profitCents');
  if (!Number.isSafeInteger(hebesatz) || hebesatz < 0) {
    throw new RangeError('hebesatz must be a whole, non-negative percentage');
  }
  if (legalForm === 'freelancer' || profitCents <= 0)
    return { messbetragCents: 0, tradeTaxCents: 0 };
  const rounded = profitCents - (profitCents % 10_000);
  const allowance = legalForm === 'sole_trader' ? TRADE_TAX_ALLOWANCE_CENTS : 0;
  const base = Math.max(0, rounded - allowance);
  const messbetragCents = percentDown(base, 35, 1000);
  return { messbetragCents, tradeTaxCents: percentDown(messbetragCents, hebesatz, 100) };
}

/**
 * The reduction of an Einzelunternehmen's income tax for its Gewerbesteuer (§ 35 EStG): 4.0 ×
 * the Messbetrag, at most the Gewerbesteuer itself and at most the income tax (it never turns
 * into a refund).
 */
export function tradeTaxReduction({
  messbetragCents,
  tradeTaxCents,
  incomeTaxCents,
}: {
  messbetragCents: number;
  tradeTaxCents: number;
  incomeTaxCents: number;
}): number {
  assertCents(messbetragCents, 'messbetragCents');
  assertCents(tradeTaxCents, 'tradeTaxCents');
  assertCents(incomeTaxCents, 'incomeTaxCents');
  return Math.max(0, Math.min(4 * messbetragCents, tradeTaxCents, incomeTaxCents));
}

export type CorporationTaxResult = { corporationTaxCents: number; solidarityCents: number };

/**
 * Körperschaftsteuer of a GmbH: 15 % of the profit, plus a Solidaritätszuschlag of 5.5 % of it
 * (no exemption limit for corporations). Both rounded down to cents; no tax on a loss.
 */
export function corporationTax(profitCents: number): CorporationTaxResult {
  assertCents(profitCents, 'profitCents');
  if (profitCents <= 0) return { corporationTaxCents: 0, solidarityCents: 0 };
  const corporationTaxCents = percentDown(profitCents, 15, 100);
  return { corporationTaxCents, solidarityCents: percentDown(corporationTaxCents, 55, 1000) };
}

// ---------------------------------------------------------------------------------------------
// Umsatzsteuer per period (UStG § 18).

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

export type VatBooking = { date: string; kind: BookingKind; vatCents: number };

export type VatPeriodResult = {
  /** '2026-01' for a month, '2026-Q1' for a quarter. */
  key: string;
  /** 'Januar 2026' or 'Q1 2026'. */
  label: string;
  incomeVatCents: number;
  expenseVatCents: number;
  /** Umsatzsteuer payable for the period; negative is a refund. */
  payableCents: number;
  formula: string;
};

export type VatByPeriodInput = {
  year: number;
  vatPeriod: VatPeriod;
  /** A Kleinunternehmer (§ 19 UStG) owes no VAT and deducts no input VAT: every period is 0. */
  smallBusiness?: boolean;
  bookings: readonly VatBooking[];
};

function vatFormula(incomeVat: number, expenseVat: number, smallBusiness: boolean): string {
  if (smallBusiness) {
    return `Kleinunternehmer (§ 19 UStG): keine Umsatzsteuer und kein Vorsteuerabzug = ${formatEuro(0)}`;
  }
  return `Umsatzsteuer der Einnahmen ${formatEuro(incomeVat)} − Vorsteuer der Ausgaben ${formatEuro(expenseVat)} = ${formatEuro(incomeVat - expenseVat)}`;
}

function assertYear(year: number): void {
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError('year must be a four-digit year');
  }
}

function assertBooking(booking: VatBooking): void {
  if (!isDay(booking.date)) throw new RangeError(`Booking date ${booking.date} is not a day`);
  if (booking.kind !== 'income' && booking.kind !== 'expense') {
    throw new RangeError('Booking kind must be income or expense');
  }
  // Integer cents; a booking may stand for a sum of bookings (a month's), so beyond one
  // booking's ±1 billion euros.
  if (!Number.isSafeInteger(booking.vatCents)) throw new RangeError('vatCents must be cents');
}

/**
 * The Umsatzsteuer of `year` per VAT period, every period of the year in order (12 months or 4
 * quarters, empty ones with 0): VAT of the income bookings − VAT of the expense bookings.
 * Bookings of other years are left out.
 */
export function vatByPeriod({
  year,
  vatPeriod,
  smallBusiness = false,
  bookings,
}: VatByPeriodInput): VatPeriodResult[] {
  assertYear(year);
  if (vatPeriod !== 'monthly' && vatPeriod !== 'quarterly') {
    throw new RangeError('vatPeriod must be monthly or quarterly');
  }
  const monthsPerPeriod = vatPeriod === 'monthly' ? 1 : 3;
  const count = 12 / monthsPerPeriod;
  const sums = Array.from({ length: count }, () => ({ income: 0, expense: 0 }));
  const prefix = `${year}-`;
  for (const booking of bookings) {
    assertBooking(booking);
    if (!booking.date.startsWith(prefix)) continue;
    const month = Number(booking.date.slice(5, 7));
    const sum = sums[Math.floor((month - 1) / monthsPerPeriod)];
    if (sum) sum[booking.kind] += booking.vatCents;
  }
  return sums.map(({ income, expense }, index) => {
    const monthly = vatPeriod === 'monthly';
    return {
      key: monthly ? `${year}-${String(index + 1).padStart(2, '0')}` : `${year}-Q${index + 1}`,
      label: monthly ? `${MONTH_NAMES[index]} ${year}` : `Q${index + 1} ${year}`,
      incomeVatCents: income,
      expenseVatCents: expense,
      payableCents: smallBusiness ? 0 : income - expense,
      formula: vatFormula(income, expense, smallBusiness),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The year's reserve.

export type ReserveBooking = VatBooking & { netCents: number };

export type TaxReserveInput = {
  year: number;
  legalForm: LegalForm;
  /** Kleinunternehmer (§ 19 UStG). */
  smallBusiness: boolean;
  /** Hebesatz of the municipality in whole percent; 400 when not given. */
  hebesatz?: number;
  vatPeriod: VatPeriod;
  bookings: readonly ReserveBooking[];
  alreadyReservedCents: number;
};

/** One figure of the reserve: its German label, the amount and how it was reached. */
export type TaxFigure = {
  label: string;
  cents: number;
  /** Short German sentence(s) with the worked arithmetic. */
  formula: string;
  /** False when the tax does not apply to the legal form (the figure is then 0). */
  applies: boolean;
};

export type TaxReserveSummary = {
  year: number;
  legalForm: LegalForm;
  /** The year of the income tax tariff (and Soli exemption limit) used. */
  tariffYear: TariffYear;
  /** Set when `year` has no known tariff and the nearest was applied. */
  tariffNote: string | null;
  profit: TaxFigure;
  vat: TaxFigure;
  vatPeriods: VatPeriodResult[];
  incomeTaxTariff: TaxFigure;
  tradeTaxCredit: TaxFigure;
  incomeTax: TaxFigure;
  solidarity: TaxFigure;
  tradeTaxMessbetrag: TaxFigure;
  tradeTax: TaxFigure;
  corporationTax: TaxFigure;
  corporationSolidarity: TaxFigure;
  /** 'Rücklage gesamt'. */
  total: TaxFigure;
  alreadyReservedCents: number;
  /** 'Noch zurückzulegen'; negative when more has been put aside than needed. */
  remaining: TaxFigure;
  note: typeof TAX_DISCLAIMER;
};

function figure(label: string, cents: number, formula: string, applies = true): TaxFigure {
  return { label, cents, formula, applies };
}

function sumFormula(parts: readonly TaxFigure[], total: number): string {
  const terms = parts.map((part) => `${part.label} ${formatEuro(part.cents)}`).join(' + ');
  return `${terms} = ${formatEuro(total)}`;
}

/**
 * What to put aside for `year`: every tax of the legal form in cents with its formula, their sum
 * ('Rücklage gesamt') and what remains after the amount already reserved ('Noch zurückzulegen').
 *
 * The profit is net income − net expenses of the year's bookings. A Kleinunternehmer owes no VAT
 * and cannot deduct input VAT, so for one the VAT of the bookings counts as income and expense:
 * the profit is then gross income − gross expenses.
 */
export function taxReserveSummary(input: TaxReserveInput): TaxReserveSummary {
  const { year, legalForm, smallBusiness, vatPeriod, bookings, alreadyReservedCents } = input;
  const hebesatz = input.hebesatz ?? DEFAULT_HEBESATZ;
  assertYear(year);
  if (!LEGAL_FORMS.includes(legalForm)) throw new RangeError('Unknown legal form');
  assertCents(alreadyReservedCents, 'alreadyReservedCents');

  // Profit.
  let incomeCents = 0;
  let expenseCents = 0;
  for (const booking of bookings) {
    assertBooking(booking);
    if (!Number.isSafeInteger(booking.netCents)) throw new RangeError('netCents must be cents');
    if (!booking.date.startsWith(`${year}-`)) continue;
    const amount = booking.netCents + (smallBusiness ? booking.vatCents : 0);
    if (booking.kind === 'income') incomeCents += amount;
    else expenseCents += amount;
  }
  const profitCents = incomeCents - expenseCents;
  const basis = smallBusiness ? 'brutto' : 'netto';
  const profit = figure(
    'Gewinn',
    profitCents,
    `Einnahmen ${basis} ${formatEuro(incomeCents)} − Ausgaben ${basis} ${formatEuro(expenseCents)} = ${formatEuro(profitCents)}` +
      (smallBusiness
        ? ' (Kleinunternehmer: die Vorsteuer ist nicht abziehbar und zählt zu den Ausgaben)'
        : ''),
  );

  // Umsatzsteuer.
  const vatPeriods = vatByPeriod({ year, vatPeriod, smallBusiness, bookings });
  const incomeVat = vatPeriods.reduce((sum, period) => sum + period.incomeVatCents, 0);
  const expenseVat = vatPeriods.reduce((sum, period) => sum + period.expenseVatCents, 0);
  const vatCents = smallBusiness ? 0 : incomeVat - expenseVat;
  const vat = figure('Umsatzsteuer', vatCents, vatFormula(incomeVat, expenseVat, smallBusiness));

  // Gewerbesteuer.
  const trade = tradeTax(profitCents, legalForm, hebesatz);
  const tradeApplies = legalForm !== 'freelancer';
  const allowance = legalForm === 'sole_trader' ? TRADE_TAX_ALLOWANCE_CENTS : 0;
  const roundedProfit = Math.max(0, profitCents - (profitCents % 10_000));
  const tradeBase = Math.max(0, roundedProfit - allowance);
  const tradeTaxMessbetrag = !tradeApplies
    ? figure('Gewerbesteuer-Messbetrag', 0, 'Freiberufler zahlen keine Gewerbesteuer.', false)
    : profitCents <= 0
      ? figure('Gewerbesteuer-Messbetrag', 0, `Kein Gewinn = ${formatEuro(0)}`)
      : figure(
          'Gewerbesteuer-Messbetrag',
          trade.messbetragCents,
          (legalForm === 'sole_trader'
            ? `Gewinn auf volle 100 € abgerundet ${formatEuro(roundedProfit)} − Freibetrag ${formatEuro(allowance)} = ${formatEuro(tradeBase)} (nicht unter 0). `
            : `Gewinn auf volle 100 € abgerundet ${formatEuro(tradeBase)}, kein Freibetrag für eine GmbH. `) +
            `${formatEuro(tradeBase)} × 3,5 % = ${formatEuro(trade.messbetragCents)}`,
        );
  const tradeTaxFigure = tradeApplies
    ? figure(
        'Gewerbesteuer',
        trade.tradeTaxCents,
        `Messbetrag ${formatEuro(trade.messbetragCents)} × Hebesatz ${hebesatz} % = ${formatEuro(trade.tradeTaxCents)}`,
      )
    : figure('Gewerbesteuer', 0, 'Freiberufler zahlen keine Gewerbesteuer.', false);

  // Einkommensteuer, § 35 credit and Solidaritätszuschlag (sole traders and freelancers).
  const personal = legalForm !== 'gmbh';
  const tariff = incomeTax(profitCents, year);
  const noIncomeTax = 'Eine GmbH / UG zahlt keine Einkommensteuer, sondern Körperschaftsteuer.';
  const tariffTaxCents = personal ? tariff.taxCents : 0;
  const incomeTaxTariff = personal
    ? figure('Einkommensteuer nach Tarif', tariffTaxCents, incomeTaxFormula(tariff))
    : figure('Einkommensteuer nach Tarif', 0, noIncomeTax, false);

  const creditCents =
    legalForm === 'sole_trader'
      ? tradeTaxReduction({
          messbetragCents: trade.messbetragCents,
          tradeTaxCents: trade.tradeTaxCents,
          incomeTaxCents: tariffTaxCents,
        })
      : 0;
  const tradeTaxCredit =
    legalForm === 'sole_trader'
      ? figure(
          'Steuerermäßigung § 35 EStG',
          creditCents,
          `4,0 × Messbetrag ${formatEuro(trade.messbetragCents)} = ${formatEuro(4 * trade.messbetragCents)}, höchstens die Gewerbesteuer ${formatEuro(trade.tradeTaxCents)} und die Einkommensteuer ${formatEuro(tariffTaxCents)} = ${formatEuro(creditCents)}`,
        )
      : figure(
          'Steuerermäßigung § 35 EStG',
          0,
          legalForm === 'freelancer'
            ? 'Ohne Gewerbesteuer keine Steuerermäßigung.'
            : 'Nur für Einzelunternehmen.',
          false,
        );

  const incomeTaxCents = tariffTaxCents - creditCents;
  const incomeTaxFigure = personal
    ? figure(
        'Einkommensteuer',
        incomeTaxCents,
        `Einkommensteuer nach Tarif ${formatEuro(tariffTaxCents)} − Steuerermäßigung § 35 EStG ${formatEuro(creditCents)} = ${formatEuro(incomeTaxCents)}`,
      )
    : figure('Einkommensteuer', 0, noIncomeTax, false);

  const soliLimit = TARIFFS[tariff.tariffYear].soliExemptionCents;
  const soliCents = personal ? solidaritysurcharge(incomeTaxCents, year) : 0;
  const solidarity = !personal
    ? figure('Solidaritätszuschlag', 0, noIncomeTax, false)
    : incomeTaxCents <= soliLimit
      ? figure(
          'Solidaritätszuschlag',
          0,
          `Einkommensteuer ${formatEuro(incomeTaxCents)} nicht über der Freigrenze von ${formatEuro(soliLimit)} = ${formatEuro(0)}`,
        )
      : figure(
          'Solidaritätszuschlag',
          soliCents,
          `5,5 % der Einkommensteuer ${formatEuro(incomeTaxCents)} = ${formatEuro(percentDown(incomeTaxCents, 55, 1000))}, höchstens 11,9 % des Betrags über der Freigrenze von ${formatEuro(soliLimit)} = ${formatEuro(percentDown(incomeTaxCents - soliLimit, 119, 1000))}. Solidaritätszuschlag = ${formatEuro(soliCents)}`,
        );

  // Körperschaftsteuer (GmbH).
  const corporation = legalForm === 'gmbh' ? corporationTax(profitCents) : null;
  const onlyGmbh = 'Nur für GmbH / UG.';
  const corporationTaxFigure = corporation
    ? figure(
        'Körperschaftsteuer',
        corporation.corporationTaxCents,
        `15 % des Gewinns ${formatEuro(Math.max(0, profitCents))} = ${formatEuro(corporation.corporationTaxCents)}`,
      )
    : figure('Körperschaftsteuer', 0, onlyGmbh, false);
  const corporationSolidarity = corporation
    ? figure(
        'Solidaritätszuschlag auf die Körperschaftsteuer',
        corporation.solidarityCents,
        `5,5 % der Körperschaftsteuer ${formatEuro(corporation.corporationTaxCents)} = ${formatEuro(corporation.solidarityCents)}`,
      )
    : figure('Solidaritätszuschlag auf die Körperschaftsteuer', 0, onlyGmbh, false);

  // Totals.
  const parts = [
    vat,
    incomeTaxFigure,
    solidarity,
    tradeTaxFigure,
    corporationTaxFigure,
    corporationSolidarity,
  ].filter((part) => part.applies);
  const totalCents = parts.reduce((sum, part) => sum + part.cents, 0);
  const total = figure('Rücklage gesamt', totalCents, sumFormula(parts, totalCents));
  const remainingCents = totalCents - alreadyReservedCents;
  const remaining = figure(
    'Noch zurückzulegen',
    remainingCents,
    `Rücklage gesamt ${formatEuro(totalCents)} − bereits zurückgelegt ${formatEuro(alreadyReservedCents)} = ${formatEuro(remainingCents)}`,
  );

  return {
    year,
    legalForm,
    tariffYear: tariff.tariffYear,
    tariffNote: personal ? tariff.note : null,
    profit,
    vat,
    vatPeriods,
    incomeTaxTariff,
    tradeTaxCredit,
    incomeTax: incomeTaxFigure,
    solidarity,
    tradeTaxMessbetrag,
    tradeTax: tradeTaxFigure,
    corporationTax: corporationTaxFigure,
    corporationSolidarity,
    total,
    alreadyReservedCents,
    remaining,
    note: TAX_DISCLAIMER,
  };
}
