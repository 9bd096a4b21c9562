import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { FINANCES_FORBIDDEN, TAX_DISCLAIMER } from '@sprint/server/finances';
import { TRPC_PATH } from '../../api/trpc';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import {
  FINANCES_NO_ACCESS,
  e2eBookings,
  entryId,
  planningServer,
  smallBusinessBookings,
} from './planningFixtures';
import {
  StoryPage,
  adminFixture,
  dialogNamed,
  primaryAdminFixture,
  sharingCustomerFixture,
  toastNamed,
} from './planningStoryHelpers';
import { TaxReservesView } from './TaxReservesPage';
import { expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

const PATH = '/app/finances/tax-reserves';

const meta = {
  title: 'Pages/Finanzen/Steuerrücklagen',
  decorators: [withPublicProviders],
  args: { databaseUser: primaryAdminFixture, customer: sessionCustomerFixture },
  // Toasts live in a module-wide store, and every story starts from the same data.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    // The page as the shell shows it; the screenshot is the viewport (what a person sees first).
    layout: 'fullscreen',
    route: { path: PATH, url: PATH },
    msw: planningServer({ onMutation }),
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => (
    <StoryPage>
      <TaxReservesView />
      <Toaster />
    </StoryPage>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

/** A labelled figure ('Umsatzsteuer', 'Rücklage gesamt') shows this amount. */
async function expectFigure(canvas: Canvas, label: string, amount: string) {
  const figure = await canvas.findByRole('group', { name: label });
  await waitFor(() => expect(within(figure).getByText(amount)).toBeVisible());
}

const section = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('region', { name: title }));

/**
 * An Einzelunternehmen (Gewerbe) in November 2026: the big figures, the profit, and each tax with
 * its formula in words; Umsatzsteuer per quarter; the Körperschaftsteuer does not apply.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Steuerrücklagen' })).toBeVisible();
    await expect(canvas.getByText(TAX_DISCLAIMER)).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Jahr' })).getByText('2026'),
    ).toBeVisible();

    await expectFigure(canvas, 'Rücklage gesamt', '40.315,00 €');
    await expectFigure(canvas, 'Bereits zurückgelegt', '27.000,00 €');
    await expectFigure(canvas, 'Noch zurückzulegen', '13.315,00 €');
    await expectFigure(canvas, 'Gewinn', '75.900,00 €');
    await expect(
      canvas.getByText('Einnahmen netto 140.300,00 € − Ausgaben netto 64.400,00 € = 75.900,00 €'),
    ).toBeVisible();

    await expectFigure(canvas, 'Umsatzsteuer', '19.573,00 €');
    const vat = section(canvas, 'Umsatzsteuer');
    await expect(
      vat.getByText(
        'Umsatzsteuer der Einnahmen 26.657,00 € − Vorsteuer der Ausgaben 7.084,00 € = 19.573,00 €',
      ),
    ).toBeVisible();
    const quarters = within(vat.getByRole('grid', { name: 'Umsatzsteuer je Quartal' }));
    await expect(quarters.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Q1 2026',
      'Q2 2026',
      'Q3 2026',
      'Q4 2026',
    ]);
    await expect(quarters.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Zeitraum',
      'USt. der Einnahmen',
      'Vorsteuer',
      'Zahllast',
    ]);

    await expectFigure(canvas, 'Einkommensteuer nach Tarif', '20.742,00 €');
    await expectFigure(canvas, 'Steuerermäßigung § 35 EStG', '7.196,00 €');
    await expectFigure(canvas, 'Einkommensteuer', '13.546,00 €');
    await expectFigure(canvas, 'Solidaritätszuschlag', '0,00 €');
    await expectFigure(canvas, 'Gewerbesteuer-Messbetrag', '1.799,00 €');
    await expectFigure(canvas, 'Gewerbesteuer', '7.196,00 €');
    await expect(canvas.queryByRole('region', { name: 'Körperschaftsteuer' })).toBeNull();
    const notApplying = section(canvas, 'Entfällt für Einzelunternehmen (Gewerbe)');
    await expect(notApplying.getByText('Körperschaftsteuer')).toBeVisible();
    await expect(notApplying.getByText('Nur für GmbH / UG.')).toBeVisible();
  },
};

/** Further down: what was put aside this year, newest first. */
export const AlreadyReserved: Story = {
  play: async ({ canvas }) => {
    const entries = within(await canvas.findByRole('grid', { name: 'Bereits zurückgelegt 2026' }));
    entries.getByText('01.10.2026').scrollIntoView({ block: 'center' });
    await expect(entries.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '01.10.2026',
      '10.09.2026',
      '10.06.2026',
      '10.03.2026',
    ]);
    await expect(entries.getByText('Einkommensteuer-Vorauszahlung Q3')).toBeVisible();
    await expect(entries.getAllByText('5.000,00 €')).toHaveLength(3);
  },
};

/** The e2e test's two bookings (1.190,00 € in, 119,00 € out, both 19 %): Umsatzsteuer 171,00 €. */
export const TwoBookings: Story = {
  parameters: {
    msw: planningServer({
      bookings: e2eBookings,
      entries: [],
      settings: { legalForm: 'gmbh' },
    }),
  },
  play: async ({ canvas }) => {
    await expectFigure(canvas, 'Umsatzsteuer', '171,00 €');
    await expectFigure(canvas, 'Gewinn', '900,00 €');
  },
};

/** A Freiberufler: no Gewerbesteuer (and so no § 35 reduction); the Soli in its transition zone. */
export const Freelancer: Story = {
  parameters: { msw: planningServer({ settings: { legalForm: 'freelancer' } }) },
  play: async ({ canvas }) => {
    await expectFigure(canvas, 'Einkommensteuer', '20.742,00 €');
    await expectFigure(canvas, 'Solidaritätszuschlag', '46,64 €');
    await expect(canvas.queryByRole('group', { name: 'Steuerermäßigung § 35 EStG' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Gewerbesteuer' })).toBeNull();
    const notApplying = section(canvas, 'Entfällt für Freiberufler');
    await expect(notApplying.getByText('Freiberufler zahlen keine Gewerbesteuer.')).toBeVisible();
    await expectFigure(canvas, 'Rücklage gesamt', '40.361,64 €');
    canvas.getByRole('region', { name: 'Solidaritätszuschlag' }).scrollIntoView();
  },
};

/** A GmbH: Körperschaftsteuer with its Soli and Gewerbesteuer without allowance; no income tax. */
export const Gmbh: Story = {
  parameters: { msw: planningServer({ settings: { legalForm: 'gmbh' } }) },
  play: async ({ canvas }) => {
    await expectFigure(canvas, 'Körperschaftsteuer', '11.385,00 €');
    await expectFigure(canvas, 'Solidaritätszuschlag auf die Körperschaftsteuer', '626,17 €');
    await expectFigure(canvas, 'Gewerbesteuer-Messbetrag', '2.656,50 €');
    await expectFigure(canvas, 'Gewerbesteuer', '10.626,00 €');
    await expect(canvas.queryByRole('region', { name: 'Einkommensteuer' })).toBeNull();
    const notApplying = section(canvas, 'Entfällt für GmbH / UG');
    await expect(notApplying.getByText('Einkommensteuer')).toBeVisible();
    await expect(notApplying.getByText('Solidaritätszuschlag')).toBeVisible();
    await expectFigure(canvas, 'Rücklage gesamt', '42.210,17 €');
    canvas.getByRole('region', { name: 'Gewerbesteuer' }).scrollIntoView();
  },
};

/**
 * A Kleinunternehmer (§ 19 UStG) who freelances: no Umsatzsteuer, the profit gross; nothing put
 * aside yet, so the empty state offers the first entry.
 */
export const SmallBusiness: Story = {
  parameters: {
    msw: planningServer({
      bookings: smallBusinessBookings(),
      entries: [],
      settings: { legalForm: 'freelancer', smallBusiness: true },
    }),
  },
  play: async ({ canvas }) => {
    await expectFigure(canvas, 'Umsatzsteuer', '0,00 €');
    await expect(
      section(canvas, 'Umsatzsteuer').getByText(
        'Kleinunternehmer (§ 19 UStG): keine Umsatzsteuer und kein Vorsteuerabzug = 0,00 €',
      ),
    ).toBeVisible();
    await expectFigure(canvas, 'Gewinn', '15.125,80 €');
    await expectFigure(canvas, 'Einkommensteuer', '459,00 €');
    const empty = within(canvas.getByRole('region', { name: '2026: noch nichts zurückgelegt' }));
    await expect(empty.getByRole('button', { name: 'Betrag zurücklegen' })).toBeVisible();
  },
};

/** More put aside than needed: a negative 'Noch zurückzulegen', said in words. */
export const MoreThanNeeded: Story = {
  parameters: {
    msw: planningServer({
      entries: [
        { id: entryId(1), enteredOn: '2026-06-30', amountCents: 4_500_000, note: 'Rücklagenkonto' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expectFigure(canvas, 'Noch zurückzulegen', '-4.685,00 €');
    await expect(canvas.getByText('Du hast 4.685,00 € mehr zurückgelegt als nötig.')).toBeVisible();
  },
};

/**
 * A year without a known tariff (`?year=2024`): the nearest one is applied and the page says so;
 * the arrows move through the years and the address follows.
 */
export const OtherYear: Story = {
  parameters: { route: { path: PATH, url: `${PATH}?year=2024` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Tarif 2025 angewendet (für 2024 ist kein Tarif hinterlegt).'),
    ).toBeVisible();
    await expectFigure(canvas, 'Rücklage gesamt', '44.687,00 €');
    await expect(
      canvas.getByRole('region', { name: '2024: noch nichts zurückgelegt' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Jahr (2025)' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('group', { name: 'Jahr' })).getByText('2025')).toBeVisible(),
    );
    await waitFor(() =>
      expect(
        canvas.queryByText('Tarif 2025 angewendet (für 2024 ist kein Tarif hinterlegt).'),
      ).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriges Jahr (2024)' }));
    await expect(
      await canvas.findByText('Tarif 2025 angewendet (für 2024 ist kein Tarif hinterlegt).'),
    ).toBeVisible();
  },
};

/** 'Betrag zurücklegen': date, amount and note; the figures follow. */
export const AddEntry: Story = {
  play: async ({ canvas }) => {
    const reserved = within(await canvas.findByRole('region', { name: 'Bereits zurückgelegt' }));
    await userEvent.click(reserved.getByRole('button', { name: 'Betrag zurücklegen' }));
    const form = await dialogNamed('Betrag zurücklegen');
    await expect(form.getByRole('textbox', { name: 'Datum' })).toHaveValue('20.11.2026');
    await userEvent.type(form.getByRole('textbox', { name: 'Betrag' }), '2.500');
    await userEvent.type(form.getByRole('textbox', { name: 'Notiz' }), 'Rücklagenkonto November');
    await userEvent.click(form.getByRole('button', { name: 'Zurücklegen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.taxReserves.addEntry', {
        enteredOn: '2026-11-20',
        amountCents: 250_000,
        note: 'Rücklagenkonto November',
      }),
    );
    await toastNamed('Gespeichert');
    await expectFigure(canvas, 'Bereits zurückgelegt', '29.500,00 €');
    await expectFigure(canvas, 'Noch zurückzulegen', '10.815,00 €');
  },
};

/** An entry without an amount: the server's message under the field, nothing sent. */
export const AddEntryError: Story = {
  play: async ({ canvas }) => {
    const reserved = within(await canvas.findByRole('region', { name: 'Bereits zurückgelegt' }));
    await userEvent.click(reserved.getByRole('button', { name: 'Betrag zurücklegen' }));
    const form = await dialogNamed('Betrag zurücklegen');
    await userEvent.click(form.getByRole('button', { name: 'Zurücklegen' }));
    const amount = form.getByRole('textbox', { name: 'Betrag' });
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('Bitte gib einen Betrag ein.'),
      ),
    );
    await expect(onMutation).not.toHaveBeenCalled();
    amount.blur();
  },
};

/** Deleting an entry offers 'Rückgängig', which enters it again. */
export const DeleteEntry: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        // Amounts are written with a no-break space before the euro sign.
        name: 'Eintrag vom 01.10.2026 über 12.000,00\u00a0€ löschen',
      }),
    );
    const deleted = await toastNamed('Eintrag gelöscht');
    await expect(onMutation).toHaveBeenCalledWith('finances.taxReserves.deleteEntry', {
      entryId: entryId(4),
    });
    await expectFigure(canvas, 'Bereits zurückgelegt', '15.000,00 €');
    const undo = deleted.getByRole('button', { name: 'Rückgängig' });
    // A menu or dialog that just closed still blocks the pointer for a moment.
    await waitFor(() => userEvent.hover(undo));
    await userEvent.click(undo);
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.taxReserves.addEntry', {
        enteredOn: '2026-10-01',
        amountCents: 1_200_000,
        note: 'Rücklagenkonto',
      }),
    );
    await expectFigure(canvas, 'Bereits zurückgelegt', '27.000,00 €');
  },
};

/**
 * 'Einstellungen' as an admin of a company that shares its finances: the sharing switch is shown
 * but disabled; changing the legal form to GmbH recomputes the figures.
 */
export const SettingsAsAdmin: Story = {
  args: { databaseUser: adminFixture, customer: { ...sharingCustomerFixture } },
  parameters: {
    msw: planningServer({ onMutation, primaryAdmin: false, settings: { financesForAdmins: true } }),
  },
  play: async ({ canvas }) => {
    const settings = within(await canvas.findByRole('form', { name: 'Steuereinstellungen' }));
    const sharing = settings.getByRole('switch', {
      name: 'Administratoren dürfen die Finanzen sehen',
    });
    await expect(sharing).toBeDisabled();
    await expect(sharing).toBeChecked();
    await expect(sharing).toHaveAccessibleDescription(
      'Das können nur Hauptadministratoren ändern.',
    );
    await expect(settings.getByRole('radio', { name: /^Einzelunternehmen/ })).toBeChecked();
    await expect(settings.getByRole('spinbutton', { name: 'Hebesatz (%)' })).toHaveValue('400');
    await expect(settings.getByRole('radio', { name: 'Vierteljährlich' })).toBeChecked();
    await expect(
      settings.getByRole('switch', { name: 'Kleinunternehmer (§ 19 UStG)' }),
    ).not.toBeChecked();

    await userEvent.click(settings.getByRole('radio', { name: /^GmbH \/ UG/ }));
    await userEvent.click(settings.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.settings.update', {
        legalForm: 'gmbh',
        smallBusiness: false,
        hebesatz: 400,
        vatPeriod: 'quarterly',
      }),
    );
    await toastNamed('Einstellungen gespeichert');
    await expectFigure(canvas, 'Körperschaftsteuer', '11.385,00 €');
    canvas.getByRole('form', { name: 'Steuereinstellungen' }).scrollIntoView({ block: 'end' });
  },
};

/**
 * As the primary admin: the sharing switch works; monthly VAT returns and a Hebesatz of 470 %
 * are saved with it, and the VAT table turns to months.
 */
export const SettingsAsPrimaryAdmin: Story = {
  play: async ({ canvas }) => {
    const settings = within(await canvas.findByRole('form', { name: 'Steuereinstellungen' }));
    const sharing = settings.getByRole('switch', {
      name: 'Administratoren dürfen die Finanzen sehen',
    });
    await expect(sharing).toBeEnabled();
    await expect(sharing).toHaveAccessibleDescription(
      'Sonst sehen nur Hauptadministratoren die Finanzen.',
    );
    await userEvent.click(sharing);
    await userEvent.click(settings.getByRole('radio', { name: 'Monatlich' }));
    const hebesatz = settings.getByRole('spinbutton', { name: 'Hebesatz (%)' });
    await userEvent.clear(hebesatz);
    await userEvent.type(hebesatz, '470');
    await userEvent.click(settings.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('finances.settings.update', {
        legalForm: 'sole_trader',
        smallBusiness: false,
        hebesatz: 470,
        vatPeriod: 'monthly',
        financesForAdmins: true,
      }),
    );
    await toastNamed('Einstellungen gespeichert');
    await waitFor(() =>
      expect(canvas.getByRole('grid', { name: 'Umsatzsteuer je Monat' })).toBeInTheDocument(),
    );
    await expect(sharing).toBeChecked();
    canvas.getByRole('form', { name: 'Steuereinstellungen' }).scrollIntoView({ block: 'end' });
  },
};

/** Without a Hebesatz, or with one below 200 %: the message under the field, nothing sent. */
export const SettingsError: Story = {
  play: async ({ canvas }) => {
    const settings = within(await canvas.findByRole('form', { name: 'Steuereinstellungen' }));
    const hebesatz = settings.getByRole('spinbutton', { name: 'Hebesatz (%)' });
    await userEvent.clear(hebesatz);
    await userEvent.click(settings.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(hebesatz).toHaveAccessibleDescription(
        expect.stringContaining('Bitte gib den Hebesatz in Prozent an.'),
      ),
    );
    await userEvent.type(hebesatz, '150');
    await userEvent.tab();
    await waitFor(() =>
      expect(hebesatz).toHaveAccessibleDescription(
        expect.stringContaining('Bitte gib mindestens 200 ein.'),
      ),
    );
    await expect(onMutation).not.toHaveBeenCalled();
    canvas.getByRole('form', { name: 'Steuereinstellungen' }).scrollIntoView({ block: 'end' });
  },
};

/** While the figures load: the note is already there. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Steuerrücklagen werden geladen' }),
    ).toBeVisible();
    await expect(canvas.getByText(TAX_DISCLAIMER)).toBeVisible();
  },
};

/** The server fails: its message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: planningServer({ fail: { 'finances.taxReserves.summary': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    const error = within(
      await canvas.findByRole('region', { name: 'Steuerrücklagen konnten nicht geladen werden' }),
    );
    await expect(error.getByText(SERVER_DOWN.message)).toBeVisible();
    await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/** An admin without sharing: the server's reason once, no settings, nothing asked. */
export const NoAccess: Story = {
  args: { databaseUser: adminFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Finanzen', FINANCES_FORBIDDEN);
    await expect(canvas.queryByRole('form', { name: 'Steuereinstellungen' })).toBeNull();
    await expect(screen.queryAllByText(FINANCES_FORBIDDEN)).toHaveLength(1);
    await recorder.expectNothingAsked();
  },
};

/** The session says primary admin, the server refuses all the same: its reason once, no retry. */
export const RefusedMeanwhile: Story = {
  parameters: { msw: planningServer({ failAll: FINANCES_NO_ACCESS }) },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Finanzen', FINANCES_FORBIDDEN);
    await expect(canvas.queryByRole('form', { name: 'Steuereinstellungen' })).toBeNull();
    await expect(screen.queryAllByText(FINANCES_FORBIDDEN)).toHaveLength(1);
  },
};
