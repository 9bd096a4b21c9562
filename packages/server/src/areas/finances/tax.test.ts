import { describe, expect, it } from 'vitest';
import { splitGross } from './money';
import {
  DEFAULT_HEBESATZ,
  LEGAL_FORMS,
  LEGAL_FORM_LABELS,
  TAX_DISCLAIMER,
  corporationTax,
  formatEuro,
  incomeTax,
  solidaritysurcharge,
  taxReserveSummary,
  tradeTax,
  tradeTaxReduction,
  vatByPeriod,
  type ReserveBooking,
  type TaxReserveInput,
} from './tax';

const euros = (amount: number) => amount * 100;
/** The formulas put a no-break space before '€'; the expectations read better with spaces. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('legal forms and formatting', () => {
  it('labels the legal forms in German', () => {
    expect(LEGAL_FORMS.map((form) => LEGAL_FORM_LABELS[form])).toEqual([
      'Einzelunternehmen (Gewerbe)',
      'Freiberufler',
      'GmbH / UG',
    ]);
  });

  it('formats cents as German euros with two decimals', () => {
    expect(plain(formatEuro(17_100))).toBe('171,00 €');
    expect(plain(formatEuro(123_456_789))).toBe('1.234.567,89 €');
    expect(plain(formatEuro(5))).toBe('0,05 €');
    expect(plain(formatEuro(-1_900))).toBe('-19,00 €');
    expect(plain(formatEuro(0))).toBe('0,00 €');
    expect(formatEuro(100)).toBe('1,00\u00a0€');
  });
});

describe('incomeTax (§ 32a EStG, Grundtarif)', () => {
  const tax2026 = (zvE: number) => incomeTax(euros(zvE), 2026).taxCents / 100;
  const tax2025 = (zvE: number) => incomeTax(euros(zvE), 2025).taxCents / 100;

  it('2026: worked examples at every zone border', () => {
    // Zone 1 up to the Grundfreibetrag of 12.348 €.
    expect(tax2026(12_348)).toBe(0);
    // y = (12.349 − 12.348) / 10.000 = 0,0001; (914,51 · 0,0001 + 1.400) · 0,0001
    //   = 1.400,091451 · 0,0001 = 0,1400091451 → 0 €.
    expect(tax2026(12_349)).toBe(0);
    // y = (17.799 − 12.348) / 10.000 = 0,5451; 914,51 · 0,5451 = 498,499401; + 1.400 = 1.898,499401;
    //   · 0,5451 = 1.034,8720234851 → 1.034 €.
    expect(tax2026(17_799)).toBe(1_034);
    // z = (17.800 − 17.799) / 10.000 = 0,0001; (173,10 · 0,0001 + 2.397) · 0,0001 = 0,239701731;
    //   + 1.034,87 = 1.035,109701731 → 1.035 €.
    expect(tax2026(17_800)).toBe(1_035);
    // z = (69.878 − 17.799) / 10.000 = 5,2079; 173,10 · 5,2079 = 901,48749; + 2.397 = 3.298,48749;
    //   · 5,2079 = 17.178,192999171; + 1.034,87 = 18.213,062999171 → 18.213 €.
    expect(tax2026(69_878)).toBe(18_213);
    // 0,42 · 69.879 = 29.349,18; − 11.135,63 = 18.213,55 → 18.213 €.
    expect(tax2026(69_879)).toBe(18_213);
    // 0,42 · 277.825 = 116.686,50; − 11.135,63 = 105.550,87 → 105.550 €.
    expect(tax2026(277_825)).toBe(105_550);
    // 0,45 · 277.826 = 125.021,70; − 19.470,38 = 105.551,32 → 105.551 €.
    expect(tax2026(277_826)).toBe(105_551);
  });

  it('2025: worked examples at every zone border', () => {
    expect(tax2025(12_096)).toBe(0);
    // y = 0,0001; (932,30 · 0,0001 + 1.400) · 0,0001 = 0,140009323 → 0 €.
    expect(tax2025(12_097)).toBe(0);
    // y = (17.443 − 12.096) / 10.000 = 0,5347; 932,30 · 0,5347 = 498,50081; + 1.400 = 1.898,50081;
    //   · 0,5347 = 1.015,128383107 → 1.015 €.
    expect(tax2025(17_443)).toBe(1_015);
    // z = 0,0001; (176,64 · 0,0001 + 2.397) · 0,0001 = 0,2397017664; + 1.015,13 = 1.015,3697017664
    //   → 1.015 €.
    expect(tax2025(17_444)).toBe(1_015);
    // z = (68.480 − 17.443) / 10.000 = 5,1037; 176,64 · 5,1037 = 901,517568; + 2.397 = 3.298,517568;
    //   · 5,1037 = 16.834,6441118016; + 1.015,13 = 17.849,7741118016 → 17.849 €.
    expect(tax2025(68_480)).toBe(17_849);
    // 0,42 · 68.481 = 28.762,02; − 10.911,92 = 17.850,10 → 17.850 €.
    expect(tax2025(68_481)).toBe(17_850);
    // 0,42 · 277.825 = 116.686,50; − 10.911,92 = 105.774,58 → 105.774 €.
    expect(tax2025(277_825)).toBe(105_774);
    // 0,45 · 277.826 = 125.021,70; − 19.246,67 = 105.775,03 → 105.775 €.
    expect(tax2025(277_826)).toBe(105_775);
  });

  it('keeps a tax of exactly full euros (no float error floors it a euro lower)', () => {
    // 2025: 0,42 · 68.526 = 28.780,92; − 10.911,92 = 17.869,00 exactly.
    expect(tax2025(68_526)).toBe(17_869);
  });

  it('taxes a mid-zone profit: 60.000 € in 2026', () => {
    // z = (60.000 − 17.799) / 10.000 = 4,2201; 173,10 · 4,2201 = 730,49931; + 2.397 = 3.127,49931;
    //   · 4,2201 = 13.198,359838131; + 1.034,87 = 14.233,229838131 → 14.233 €.
    expect(incomeTax(euros(60_000), 2026)).toEqual({
      taxCents: 1_423_300,
      taxableEuros: 60_000,
      zone: 3,
      tariffYear: 2026,
      note: null,
    });
  });

  it('rounds the taxable income down to full euros first', () => {
    expect(incomeTax(1_234_899, 2026).taxableEuros).toBe(12_348);
    expect(incomeTax(1_234_899, 2026).taxCents).toBe(0);
    expect(incomeTax(6_000_099, 2026).taxCents).toBe(1_423_300);
  });

  it('taxes zero or a loss with 0', () => {
    expect(incomeTax(0, 2026)).toMatchObject({ taxCents: 0, taxableEuros: 0, zone: 1 });
    expect(incomeTax(-500_000, 2026)).toMatchObject({ taxCents: 0, taxableEuros: 0, zone: 1 });
  });

  it('applies the nearest known tariff to other years and says so', () => {
    expect(incomeTax(euros(60_000), 2027)).toMatchObject({
      taxCents: 1_423_300,
      tariffYear: 2026,
      note: 'Tarif 2026 angewendet (für 2027 ist kein Tarif hinterlegt).',
    });
    expect(incomeTax(euros(17_443), 2023)).toMatchObject({
      taxCents: 101_500,
      tariffYear: 2025,
      note: 'Tarif 2025 angewendet (für 2023 ist kein Tarif hinterlegt).',
    });
  });

  it('refuses fractions of a cent', () => {
    expect(() => incomeTax(100.5, 2026)).toThrow(RangeError);
  });
});

describe('solidaritysurcharge (SolZG)', () => {
  it('2026: nothing up to the exemption limit of 20.350 €', () => {
    expect(solidaritysurcharge(euros(20_350), 2026)).toBe(0);
    // 5,5 % of 20.350,01 € = 1.119,25 €, but at most 11,9 % of 0,01 € = 0,00119 € → 0,00 €.
    expect(solidaritysurcharge(2_035_001, 2026)).toBe(0);
  });

  it('2026: 11,9 % of the part over the limit in the transition zone', () => {
    // 5,5 % of 21.000 € = 1.155,00 €; 11,9 % of (21.000 − 20.350) = 11,9 % of 650 € = 77,35 €.
    expect(solidaritysurcharge(euros(21_000), 2026)).toBe(7_735);
    // 5,5 % of 37.000 € = 2.035,00 €; 11,9 % of 16.650 € = 1.981,35 €.
    expect(solidaritysurcharge(euros(37_000), 2026)).toBe(198_135);
  });

  it('2026: 5,5 % once that is less (from 20.350 € · 11,9 / 6,4 = 37.838,28125 € on)', () => {
    // 5,5 % of 38.000 € = 2.090,00 €; 11,9 % of 17.650 € = 2.100,35 €.
    expect(solidaritysurcharge(euros(38_000), 2026)).toBe(209_000);
    // 5,5 % of 100.000 € = 5.500,00 €.
    expect(solidaritysurcharge(euros(100_000), 2026)).toBe(550_000);
  });

  it('rounds down to cents', () => {
    // 5,5 % of 40.000,01 € = 2.200,00055 € → 2.200,00 €.
    expect(solidaritysurcharge(4_000_001, 2026)).toBe(220_000);
    // 11,9 % of (34.294 − 20.350) = 11,9 % of 13.944 € = 1.659,336 € → 1.659,33 €.
    expect(solidaritysurcharge(euros(34_294), 2026)).toBe(165_933);
  });

  it('2025: exemption limit 19.950 €', () => {
    expect(solidaritysurcharge(euros(19_950), 2025)).toBe(0);
    expect(solidaritysurcharge(1_995_001, 2025)).toBe(0);
    // 5,5 % of 30.000 € = 1.650,00 €; 11,9 % of 10.050 € = 1.195,95 €.
    expect(solidaritysurcharge(euros(30_000), 2025)).toBe(119_595);
    // The same tax in 2026 is further from the higher limit: 11,9 % of 9.650 € = 1.148,35 €.
    expect(solidaritysurcharge(euros(30_000), 2026)).toBe(114_835);
    // Other years use the nearest known limit.
    expect(solidaritysurcharge(euros(30_000), 2024)).toBe(119_595);
  });

  it('is 0 on no tax', () => {
    expect(solidaritysurcharge(0, 2026)).toBe(0);
  });
});

describe('tradeTax (GewStG)', () => {
  it('uses a Hebesatz of 400 % unless told otherwise', () => {
    expect(DEFAULT_HEBESATZ).toBe(400);
    expect(tradeTax(euros(60_000), 'sole_trader')).toEqual(
      tradeTax(euros(60_000), 'sole_trader', 400),
    );
  });

  it('Einzelunternehmen: nothing up to the allowance of 24.500 €', () => {
    expect(tradeTax(euros(24_500), 'sole_trader')).toEqual({
      messbetragCents: 0,
      tradeTaxCents: 0,
    });
    // 24.599,99 € rounds down to 24.500 €.
    expect(tradeTax(2_459_999, 'sole_trader')).toEqual({ messbetragCents: 0, tradeTaxCents: 0 });
    // 24.600 € − 24.500 € = 100 €; × 3,5 % = 3,50 € Messbetrag; × 400 % = 14,00 €.
    expect(tradeTax(euros(24_600), 'sole_trader')).toEqual({
      messbetragCents: 350,
      tradeTaxCents: 1_400,
    });
  });

  it('Einzelunternehmen: 60.000 € at 400 %', () => {
    // 60.000 € − 24.500 € = 35.500 €; × 3,5 % = 1.242,50 €; × 400 % = 4.970,00 €.
    expect(tradeTax(euros(60_000), 'sole_trader', 400)).toEqual({
      messbetragCents: 124_250,
      tradeTaxCents: 497_000,
    });
    // 60.099,99 € rounds down to 60.000 € and pays the same.
    expect(tradeTax(6_009_999, 'sole_trader', 400).tradeTaxCents).toBe(497_000);
  });

  it('rounds the Gewerbesteuer down to cents', () => {
    // 3,50 € × 401 % = 14,035 € → 14,03 €.
    expect(tradeTax(euros(24_600), 'sole_trader', 401).tradeTaxCents).toBe(1_403);
  });

  it('GmbH: no allowance', () => {
    // 100.000 € × 3,5 % = 3.500 €; × 400 % = 14.000 €.
    expect(tradeTax(euros(100_000), 'gmbh', 400)).toEqual({
      messbetragCents: 350_000,
      tradeTaxCents: 1_400_000,
    });
    // 99,99 € rounds down to 0 €; 100 € gives 3,50 € Messbetrag.
    expect(tradeTax(9_999, 'gmbh')).toEqual({ messbetragCents: 0, tradeTaxCents: 0 });
    expect(tradeTax(euros(100), 'gmbh')).toEqual({ messbetragCents: 350, tradeTaxCents: 1_400 });
  });

  it('Freiberufler pay none, and a loss pays none', () => {
    expect(tradeTax(euros(500_000), 'freelancer')).toEqual({
      messbetragCents: 0,
      tradeTaxCents: 0,
    });
    expect(tradeTax(-euros(10_000), 'gmbh')).toEqual({ messbetragCents: 0, tradeTaxCents: 0 });
  });

  it('refuses a Hebesatz that is no whole percentage', () => {
    expect(() => tradeTax(euros(60_000), 'sole_trader', 412.5)).toThrow(RangeError);
    expect(() => tradeTax(euros(60_000), 'sole_trader', -1)).toThrow(RangeError);
  });
});

describe('corporationTax (KStG)', () => {
  it('is 15 % plus 5,5 % Solidaritätszuschlag on it', () => {
    // 15 % of 100.000 € = 15.000 €; 5,5 % of 15.000 € = 825 €.
    expect(corporationTax(euros(100_000))).toEqual({
      corporationTaxCents: 1_500_000,
      solidarityCents: 82_500,
    });
  });

  it('rounds both down to cents', () => {
    // 15 % of 0,07 € = 0,0105 € → 0,01 €; 5,5 % of 0,01 € → 0,00 €.
    expect(corporationTax(7)).toEqual({ corporationTaxCents: 1, solidarityCents: 0 });
    // 15 % of 1.234,57 € = 185,1855 € → 185,18 €; 5,5 % of 185,18 € = 10,1849 € → 10,18 €.
    expect(corporationTax(123_457)).toEqual({
      corporationTaxCents: 18_518,
      solidarityCents: 1_018,
    });
  });

  it('is 0 on a loss', () => {
    expect(corporationTax(-100)).toEqual({ corporationTaxCents: 0, solidarityCents: 0 });
  });
});

describe('vatByPeriod (UStG)', () => {
  const income = splitGross(119_000, 19); // 1.190,00 € gross: 1.000,00 € + 190,00 € VAT
  const expense = splitGross(11_900, 19); // 119,00 € gross: 100,00 € + 19,00 € input VAT

  it('is 171,00 € for 1.190,00 € income and 119,00 € expense at 19 % (19000 − 1900 cents)', () => {
    const periods = vatByPeriod({
      year: 2026,
      vatPeriod: 'quarterly',
      bookings: [
        { date: '2026-02-10', kind: 'income', vatCents: income.vatCents },
        { date: '2026-03-31', kind: 'expense', vatCents: expense.vatCents },
      ],
    });
    expect(periods[0]).toMatchObject({
      key: '2026-Q1',
      label: 'Q1 2026',
      incomeVatCents: 19_000,
      expenseVatCents: 1_900,
      payableCents: 17_100,
    });
    expect(plain(periods[0]?.formula ?? '')).toBe(
      'Umsatzsteuer der Einnahmen 190,00 € − Vorsteuer der Ausgaben 19,00 € = 171,00 €',
    );
  });

  it('lists every month of the year with German names, empty ones at 0', () => {
    const periods = vatByPeriod({
      year: 2026,
      vatPeriod: 'monthly',
      bookings: [{ date: '2026-03-01', kind: 'income', vatCents: 700 }],
    });
    expect(periods.map((period) => period.label)).toEqual([
      'Januar 2026',
      'Februar 2026',
      'März 2026',
      'April 2026',
      'Mai 2026',
      'Juni 2026',
      'Juli 2026',
      'August 2026',
      'September 2026',
      'Oktober 2026',
      'November 2026',
      'Dezember 2026',
    ]);
    expect(periods.map((period) => period.key).slice(0, 3)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(periods.map((period) => period.payableCents)).toEqual([
      0, 0, 700, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('puts each booking in its quarter, and a period with more input VAT is a refund', () => {
    const periods = vatByPeriod({
      year: 2026,
      vatPeriod: 'quarterly',
      bookings: [
        { date: '2026-03-31', kind: 'income', vatCents: 1_000 },
        { date: '2026-04-01', kind: 'income', vatCents: 2_000 },
        { date: '2026-06-30', kind: 'expense', vatCents: 5_000 },
        { date: '2026-09-30', kind: 'income', vatCents: 3_000 },
        { date: '2026-10-01', kind: 'income', vatCents: 4_000 },
        { date: '2026-12-31', kind: 'income', vatCents: -500 },
      ],
    });
    expect(periods.map((period) => [period.label, period.payableCents])).toEqual([
      ['Q1 2026', 1_000],
      ['Q2 2026', -3_000],
      ['Q3 2026', 3_000],
      ['Q4 2026', 3_500],
    ]);
    expect(plain(periods[1]?.formula ?? '')).toBe(
      'Umsatzsteuer der Einnahmen 20,00 € − Vorsteuer der Ausgaben 50,00 € = -30,00 €',
    );
  });

  it('leaves out bookings of other years', () => {
    const periods = vatByPeriod({
      year: 2026,
      vatPeriod: 'quarterly',
      bookings: [
        { date: '2025-12-31', kind: 'income', vatCents: 1_000 },
        { date: '2027-01-01', kind: 'income', vatCents: 1_000 },
      ],
    });
    expect(periods.every((period) => period.payableCents === 0)).toBe(true);
  });

  it('is 0 in every period for a Kleinunternehmer', () => {
    const periods = vatByPeriod({
      year: 2026,
      vatPeriod: 'quarterly',
      smallBusiness: true,
      bookings: [
        { date: '2026-01-10', kind: 'income', vatCents: 19_000 },
        { date: '2026-04-10', kind: 'expense', vatCents: 1_900 },
      ],
    });
    expect(periods.map((period) => period.payableCents)).toEqual([0, 0, 0, 0]);
    expect(plain(periods[0]?.formula ?? '')).toBe(
      'Kleinunternehmer (§ 19 UStG): keine Umsatzsteuer und kein Vorsteuerabzug = 0,00 €',
    );
  });

  it('refuses bookings that are not days or amounts', () => {
    const run = (booking: { date: string; kind: 'income'; vatCents: number }) =>
      vatByPeriod({ year: 2026, vatPeriod: 'monthly', bookings: [booking] });
    expect(() => run({ date: '2026-02-30', kind: 'income', vatCents: 1 })).toThrow(RangeError);
    expect(() => run({ date: '2026-02-01', kind: 'income', vatCents: 0.5 })).toThrow(RangeError);
  });
});

describe('taxReserveSummary', () => {
  /** A booking from its gross amount at 19 %, as the booking form stores it. */
  const booking = (
    date: string,
    kind: 'income' | 'expense',
    grossEuros: number,
  ): ReserveBooking => ({
    date,
    kind,
    ...splitGross(euros(grossEuros), 19),
  });

  // 83.300 € gross income (70.000 € + 13.300 € VAT) and 11.900 € gross expenses (10.000 € +
  // 1.900 € input VAT): a profit of 60.000 € and 11.400 € Umsatzsteuer.
  const bookings60k = [
    booking('2026-02-15', 'income', 47_600),
    booking('2026-08-15', 'income', 35_700),
    booking('2026-05-15', 'expense', 11_900),
    // Another year: left out.
    booking('2025-12-31', 'income', 1_190),
  ];

  const base: TaxReserveInput = {
    year: 2026,
    legalForm: 'sole_trader',
    smallBusiness: false,
    hebesatz: 400,
    vatPeriod: 'quarterly',
    bookings: bookings60k,
    alreadyReservedCents: euros(5_000),
  };

  it('Einzelunternehmen, 60.000 € profit, Hebesatz 400 %', () => {
    const summary = taxReserveSummary(base);
    // Umsatzsteuer: 13.300 € − 1.900 € = 11.400 €.
    expect(summary.vat.cents).toBe(euros(11_400));
    expect(summary.profit.cents).toBe(euros(60_000));
    // Einkommensteuer nach Tarif 2026 on 60.000 €: 14.233 € (see incomeTax above).
    expect(summary.incomeTaxTariff.cents).toBe(euros(14_233));
    // Messbetrag (60.000 € − 24.500 €) × 3,5 % = 1.242,50 €; Gewerbesteuer × 400 % = 4.970,00 €.
    expect(summary.tradeTaxMessbetrag.cents).toBe(124_250);
    expect(summary.tradeTax.cents).toBe(497_000);
    // § 35: 4,0 × 1.242,50 € = 4.970,00 €, at most the Gewerbesteuer 4.970,00 € → 4.970,00 €.
    expect(summary.tradeTaxCredit.cents).toBe(497_000);
    // 14.233,00 € − 4.970,00 € = 9.263,00 €.
    expect(summary.incomeTax.cents).toBe(926_300);
    // 9.263,00 € is below the Freigrenze of 20.350 €: no Solidaritätszuschlag.
    expect(summary.solidarity.cents).toBe(0);
    expect(summary.corporationTax).toMatchObject({ cents: 0, applies: false });
    expect(summary.corporationSolidarity).toMatchObject({ cents: 0, applies: false });
    // 11.400 € + 9.263 € + 0 € + 4.970 € = 25.633 €; − 5.000 € already reserved = 20.633 €.
    expect(summary.total.cents).toBe(euros(25_633));
    expect(summary.remaining.cents).toBe(euros(20_633));
    expect(summary.note).toBe('Orientierungshilfe, keine Steuerberatung.');
    expect(TAX_DISCLAIMER).toBe('Orientierungshilfe, keine Steuerberatung.');
    expect(summary.tariffYear).toBe(2026);
    expect(summary.tariffNote).toBeNull();
  });

  it('explains each figure of the Einzelunternehmen in German', () => {
    const summary = taxReserveSummary(base);
    expect(plain(summary.profit.formula)).toBe(
      'Einnahmen netto 70.000,00 € − Ausgaben netto 10.000,00 € = 60.000,00 €',
    );
    expect(plain(summary.vat.formula)).toBe(
      'Umsatzsteuer der Einnahmen 13.300,00 € − Vorsteuer der Ausgaben 1.900,00 € = 11.400,00 €',
    );
    expect(plain(summary.incomeTaxTariff.formula)).toBe(
      'Grundtarif 2026 (§ 32a EStG) auf 60.000 €: (173,10 · z + 2.397) · z + 1.034,87 mit z = (60.000 − 17.799) / 10.000, auf volle Euro abgerundet = 14.233,00 €',
    );
    expect(plain(summary.tradeTaxMessbetrag.formula)).toBe(
      'Gewinn auf volle 100 € abgerundet 60.000,00 € − Freibetrag 24.500,00 € = 35.500,00 € (nicht unter 0). 35.500,00 € × 3,5 % = 1.242,50 €',
    );
    expect(plain(summary.tradeTax.formula)).toBe(
      'Messbetrag 1.242,50 € × Hebesatz 400 % = 4.970,00 €',
    );
    expect(plain(summary.tradeTaxCredit.formula)).toBe(
      '4,0 × Messbetrag 1.242,50 € = 4.970,00 €, höchstens die Gewerbesteuer 4.970,00 € und die Einkommensteuer 14.233,00 € = 4.970,00 €',
    );
    expect(plain(summary.incomeTax.formula)).toBe(
      'Einkommensteuer nach Tarif 14.233,00 € − Steuerermäßigung § 35 EStG 4.970,00 € = 9.263,00 €',
    );
    expect(plain(summary.solidarity.formula)).toBe(
      'Einkommensteuer 9.263,00 € nicht über der Freigrenze von 20.350,00 € = 0,00 €',
    );
    expect(summary.total.label).toBe('Rücklage gesamt');
    expect(plain(summary.total.formula)).toBe(
      'Umsatzsteuer 11.400,00 € + Einkommensteuer 9.263,00 € + Solidaritätszuschlag 0,00 € + Gewerbesteuer 4.970,00 € = 25.633,00 €',
    );
    expect(summary.remaining.label).toBe('Noch zurückzulegen');
    expect(plain(summary.remaining.formula)).toBe(
      'Rücklage gesamt 25.633,00 € − bereits zurückgelegt 5.000,00 € = 20.633,00 €',
    );
  });

  it('groups the Umsatzsteuer by the chosen period', () => {
    const quarterly = taxReserveSummary(base).vatPeriods;
    // Q1: 7.600 € VAT of 47.600 € gross; Q2: −1.900 € input VAT; Q3: 5.700 € of 35.700 € gross.
    expect(quarterly.map((period) => [period.label, period.payableCents])).toEqual([
      ['Q1 2026', 760_000],
      ['Q2 2026', -190_000],
      ['Q3 2026', 570_000],
      ['Q4 2026', 0],
    ]);
    const monthly = taxReserveSummary({ ...base, vatPeriod: 'monthly' }).vatPeriods;
    expect(monthly).toHaveLength(12);
    expect(monthly[7]).toMatchObject({ label: 'August 2026', payableCents: 570_000 });
  });

  it('limits the § 35 reduction to a Gewerbesteuer below 4,0 × Messbetrag (Hebesatz 380 %)', () => {
    const summary = taxReserveSummary({ ...base, hebesatz: 380 });
    // 1.242,50 € × 380 % = 4.721,50 € < 4,0 × 1.242,50 € = 4.970,00 €.
    expect(summary.tradeTax.cents).toBe(472_150);
    expect(summary.tradeTaxCredit.cents).toBe(472_150);
    // 14.233,00 € − 4.721,50 € = 9.511,50 €.
    expect(summary.incomeTax.cents).toBe(951_150);
  });

  it('limits the § 35 reduction to 4,0 × Messbetrag at a higher Hebesatz (500 %)', () => {
    const summary = taxReserveSummary({ ...base, hebesatz: 500 });
    // 1.242,50 € × 500 % = 6.212,50 €; the reduction stays 4.970,00 €.
    expect(summary.tradeTax.cents).toBe(621_250);
    expect(summary.tradeTaxCredit.cents).toBe(497_000);
    expect(summary.incomeTax.cents).toBe(926_300);
  });

  it('reduces the income tax by the Gewerbesteuer at low profits', () => {
    // Profit 30.000 € in 2025 with Hebesatz 900 %: tariff (176,64 · z + 2.397) · z + 1.015,13 with
    // z = 1,2557 → 4.303,5657… → 4.303 €. Messbetrag (30.000 − 24.500) × 3,5 % = 192,50 €;
    // 4,0 × 192,50 € = 770,00 € < Gewerbesteuer 1.732,50 € → income tax 3.533,00 €.
    const thirtyK = taxReserveSummary({
      ...base,
      year: 2025,
      hebesatz: 900,
      bookings: [booking('2025-06-01', 'income', 35_700)],
    });
    expect(thirtyK.incomeTaxTariff.cents).toBe(euros(4_303));
    expect(thirtyK.tradeTaxCredit.cents).toBe(77_000);
    expect(thirtyK.incomeTax.cents).toBe(euros(3_533));
    const small = taxReserveSummary({
      ...base,
      bookings: [booking('2026-06-01', 'income', 29_750)], // 25.000 € net
    });
    // Tariff on 25.000 €: z = 0,7201; (173,10 · 0,7201 + 2.397) · 0,7201 + 1.034,87
    //   = 2.521,64931 · 0,7201 + 1.034,87 = 1.815,8396… + 1.034,87 = 2.850,7096… → 2.850 €.
    // Messbetrag (25.000 − 24.500) × 3,5 % = 17,50 €; credit 70,00 € → 2.780,00 €.
    expect(small.incomeTaxTariff.cents).toBe(euros(2_850));
    expect(small.tradeTaxCredit.cents).toBe(7_000);
    expect(small.incomeTax.cents).toBe(euros(2_780));
    // At 12.348 € the tariff tax is 0 and so is any reduction.
    const none = taxReserveSummary({
      ...base,
      bookings: [{ date: '2026-06-01', kind: 'income', netCents: euros(12_348), vatCents: 0 }],
    });
    expect(none.incomeTaxTariff.cents).toBe(0);
    expect(none.tradeTaxCredit.cents).toBe(0);
    expect(none.incomeTax.cents).toBe(0);
  });

  it('reduces the income tax at most to 0 (§ 35 EStG)', () => {
    // The three caps one at a time: 4,0 × Messbetrag, the Gewerbesteuer, the income tax.
    expect(
      tradeTaxReduction({ messbetragCents: 10_000, tradeTaxCents: 50_000, incomeTaxCents: 90_000 }),
    ).toBe(40_000);
    expect(
      tradeTaxReduction({ messbetragCents: 10_000, tradeTaxCents: 38_000, incomeTaxCents: 90_000 }),
    ).toBe(38_000);
    expect(
      tradeTaxReduction({ messbetragCents: 10_000, tradeTaxCents: 40_000, incomeTaxCents: 12_345 }),
    ).toBe(12_345);
    expect(
      tradeTaxReduction({ messbetragCents: 10_000, tradeTaxCents: 40_000, incomeTaxCents: 0 }),
    ).toBe(0);
  });

  it('adds the Solidaritätszuschlag once the reduced income tax passes the limit', () => {
    // Profit 150.000 €, 2026: tariff 0,42 · 150.000 − 11.135,63 = 51.864,37 → 51.864 €.
    // Messbetrag (150.000 − 24.500) × 3,5 % = 4.392,50 €; Gewerbesteuer × 400 % = 17.570,00 €;
    // reduction 17.570,00 € → income tax 34.294,00 €.
    // Soli: 5,5 % = 1.886,17 €, at most 11,9 % of (34.294 − 20.350) = 1.659,336 → 1.659,33 €.
    const summary = taxReserveSummary({
      ...base,
      bookings: [{ date: '2026-06-01', kind: 'income', netCents: euros(150_000), vatCents: 0 }],
      alreadyReservedCents: 0,
    });
    expect(summary.incomeTaxTariff.cents).toBe(euros(51_864));
    expect(summary.tradeTax.cents).toBe(euros(17_570));
    expect(summary.tradeTaxCredit.cents).toBe(euros(17_570));
    expect(summary.incomeTax.cents).toBe(euros(34_294));
    expect(summary.solidarity.cents).toBe(165_933);
    expect(plain(summary.solidarity.formula)).toBe(
      '5,5 % der Einkommensteuer 34.294,00 € = 1.886,17 €, höchstens 11,9 % des Betrags über der Freigrenze von 20.350,00 € = 1.659,33 €. Solidaritätszuschlag = 1.659,33 €',
    );
    expect(plain(summary.incomeTaxTariff.formula)).toBe(
      'Grundtarif 2026 (§ 32a EStG) auf 150.000 €: 0,42 · 150.000 − 11.135,63, auf volle Euro abgerundet = 51.864,00 €',
    );
    // 0 € VAT + 34.294,00 € + 1.659,33 € + 17.570,00 € = 53.523,33 €.
    expect(summary.total.cents).toBe(5_352_333);
    expect(summary.remaining.cents).toBe(5_352_333);
  });

  it('GmbH, 100.000 € profit: Körperschaftsteuer, its Soli and Gewerbesteuer, no income tax', () => {
    const summary = taxReserveSummary({
      ...base,
      legalForm: 'gmbh',
      bookings: [
        booking('2026-03-01', 'income', 142_800), // 120.000 € + 22.800 € VAT
        booking('2026-09-01', 'expense', 23_800), // 20.000 € + 3.800 € input VAT
      ],
      alreadyReservedCents: euros(10_000),
    });
    expect(summary.profit.cents).toBe(euros(100_000));
    // 22.800 € − 3.800 € = 19.000 €.
    expect(summary.vat.cents).toBe(euros(19_000));
    // 15 % of 100.000 € = 15.000 €; 5,5 % of it = 825 €.
    expect(summary.corporationTax.cents).toBe(euros(15_000));
    expect(summary.corporationSolidarity.cents).toBe(euros(825));
    // 100.000 € × 3,5 % = 3.500 € (no allowance); × 400 % = 14.000 €.
    expect(summary.tradeTaxMessbetrag.cents).toBe(euros(3_500));
    expect(summary.tradeTax.cents).toBe(euros(14_000));
    for (const figure of [
      summary.incomeTaxTariff,
      summary.tradeTaxCredit,
      summary.incomeTax,
      summary.solidarity,
    ]) {
      expect(figure).toMatchObject({ cents: 0, applies: false });
    }
    // 19.000 € + 14.000 € + 15.000 € + 825 € = 48.825 €; − 10.000 € = 38.825 €.
    expect(summary.total.cents).toBe(euros(48_825));
    expect(summary.remaining.cents).toBe(euros(38_825));
    expect(plain(summary.total.formula)).toBe(
      'Umsatzsteuer 19.000,00 € + Gewerbesteuer 14.000,00 € + Körperschaftsteuer 15.000,00 € + Solidaritätszuschlag auf die Körperschaftsteuer 825,00 € = 48.825,00 €',
    );
    expect(plain(summary.corporationTax.formula)).toBe(
      '15 % des Gewinns 100.000,00 € = 15.000,00 €',
    );
    expect(plain(summary.tradeTaxMessbetrag.formula)).toBe(
      'Gewinn auf volle 100 € abgerundet 100.000,00 €, kein Freibetrag für eine GmbH. 100.000,00 € × 3,5 % = 3.500,00 €',
    );
    expect(summary.incomeTax.formula).toBe(
      'Eine GmbH / UG zahlt keine Einkommensteuer, sondern Körperschaftsteuer.',
    );
    expect(summary.tariffNote).toBeNull();
  });

  it('Freiberufler, 60.000 € profit: income tax without Gewerbesteuer or reduction', () => {
    const summary = taxReserveSummary({ ...base, legalForm: 'freelancer' });
    expect(summary.incomeTaxTariff.cents).toBe(euros(14_233));
    expect(summary.tradeTax).toMatchObject({ cents: 0, applies: false });
    expect(summary.tradeTaxCredit).toMatchObject({ cents: 0, applies: false });
    expect(summary.incomeTax.cents).toBe(euros(14_233));
    expect(summary.solidarity.cents).toBe(0);
    // 11.400 € + 14.233 € = 25.633 €.
    expect(summary.total.cents).toBe(euros(25_633));
    expect(plain(summary.total.formula)).toBe(
      'Umsatzsteuer 11.400,00 € + Einkommensteuer 14.233,00 € + Solidaritätszuschlag 0,00 € = 25.633,00 €',
    );
  });

  it('makes the Umsatzsteuer 0 for a Kleinunternehmer and counts gross amounts', () => {
    const summary = taxReserveSummary({ ...base, smallBusiness: true });
    expect(summary.vat.cents).toBe(0);
    expect(summary.vatPeriods.every((period) => period.payableCents === 0)).toBe(true);
    // 83.300 € − 11.900 € = 71.400 €: the input VAT cannot be deducted, the VAT is not owed.
    expect(summary.profit.cents).toBe(euros(71_400));
    expect(plain(summary.profit.formula)).toBe(
      'Einnahmen brutto 83.300,00 € − Ausgaben brutto 11.900,00 € = 71.400,00 € (Kleinunternehmer: die Vorsteuer ist nicht abziehbar und zählt zu den Ausgaben)',
    );
  });

  it('reserves the spec example: 1.190,00 € income and 119,00 € expense → 171,00 € VAT', () => {
    const summary = taxReserveSummary({
      ...base,
      bookings: [booking('2026-01-10', 'income', 1_190), booking('2026-01-20', 'expense', 119)],
      alreadyReservedCents: 0,
    });
    expect(summary.vat.cents).toBe(17_100);
    // 900 € profit is below every allowance: the reserve is the VAT alone.
    expect(summary.total.cents).toBe(17_100);
    expect(summary.remaining.cents).toBe(17_100);
  });

  it('owes nothing but a refund on a loss; the remainder can be negative', () => {
    const summary = taxReserveSummary({
      ...base,
      bookings: [booking('2026-01-10', 'expense', 11_900)],
      alreadyReservedCents: euros(100),
    });
    expect(summary.profit.cents).toBe(-euros(10_000));
    expect(summary.incomeTax.cents).toBe(0);
    expect(summary.tradeTax.cents).toBe(0);
    expect(plain(summary.tradeTaxMessbetrag.formula)).toBe('Kein Gewinn = 0,00 €');
    expect(summary.vat.cents).toBe(-euros(1_900));
    expect(summary.total.cents).toBe(-euros(1_900));
    expect(summary.remaining.cents).toBe(-euros(2_000));
  });

  it('notes the nearest tariff for a year without one', () => {
    const summary = taxReserveSummary({
      ...base,
      year: 2027,
      bookings: bookings60k.map((entry) => ({
        ...entry,
        date: entry.date.replace('2026', '2027'),
      })),
    });
    expect(summary.incomeTaxTariff.cents).toBe(euros(14_233));
    expect(summary.tariffYear).toBe(2026);
    expect(summary.tariffNote).toBe('Tarif 2026 angewendet (für 2027 ist kein Tarif hinterlegt).');
  });

  it('uses a Hebesatz of 400 % when none is given', () => {
    const { hebesatz: _unused, ...withoutHebesatz } = base;
    expect(taxReserveSummary(withoutHebesatz).tradeTax.cents).toBe(497_000);
  });

  it('refuses invalid input', () => {
    expect(() => taxReserveSummary({ ...base, year: 26 })).toThrow(RangeError);
    expect(() => taxReserveSummary({ ...base, legalForm: 'ag' as never })).toThrow(RangeError);
    expect(() =>
      taxReserveSummary({
        ...base,
        bookings: [{ date: '2026-01-01', kind: 'income', netCents: 1.5, vatCents: 0 }],
      }),
    ).toThrow(RangeError);
  });
});
