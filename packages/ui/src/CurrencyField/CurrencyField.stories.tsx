import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DateField } from '../DateField';
import { NumberField } from '../NumberField';
import { CurrencyField } from './CurrencyField';

const Frame = styled.div`
  max-width: 20rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/CurrencyField',
  component: CurrencyField,
  decorators: [framed],
  args: { label: 'Auftragswert', name: 'amount', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    value: { control: 'number' },
    defaultValue: { control: 'number' },
  },
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed the German way; leaving the field shows the amount with two decimals. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '1234,5');
    await expect(args.onChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,50');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An amount from the server, in cents. */
export const Filled: Story = {
  args: { defaultValue: 123456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Auftragswert' })).toHaveValue('1.234,56');
  },
};

/** The unit and the hint are the field's description. */
export const WithDescription: Story = {
  args: { description: 'Netto, ohne Umsatzsteuer.', defaultValue: 250000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Auftragswert' })).toHaveAccessibleDescription(
      '€ Netto, ohne Umsatzsteuer.',
    );
  },
};

/** The form's error (here: the schema's) under the field. */
export const WithError: Story = {
  args: { error: 'Bitte gib einen Auftragswert ein.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('€ Bitte gib einen Auftragswert ein.');
  },
};

/** Text that is no amount stays as typed, with a German hint how to write it. */
export const InvalidText: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await userEvent.type(input, '12.50');
    await userEvent.tab();
    await expect(input).toHaveValue('12.50');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('€ Bitte gib einen Betrag wie 1.234,56 ein.');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);

    // Fixing the text clears the message at once.
    await userEvent.clear(input);
    await userEvent.type(input, '12,50');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250);
  },
};

/** Negative amounts are refused unless the field allows them. */
export const Negative: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await userEvent.type(input, '-50');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      '€ Bitte gib einen Betrag ohne Minuszeichen ein.',
    );
  },
};

export const AllowNegative: Story = {
  args: { label: 'Korrekturbetrag', allowNegative: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Korrekturbetrag' });
    await userEvent.type(input, '-1500');
    await userEvent.tab();
    await expect(input).toHaveValue('-1.500,00');
    await expect(args.onChange).toHaveBeenLastCalledWith(-150000);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 99900 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('999,00');
  },
};

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  justify-items: start;

  & > [data-slot$='-field'] {
    justify-self: stretch;
  }
`;

const onSubmit = fn();

/** The typed fields in a plain form: hidden inputs post cents, the ISO date and the number. */
function OfferForm() {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
  };
  return (
    <Form aria-label="Angebot erfassen" onSubmit={handleSubmit}>
      <CurrencyField label="Angebotssumme" name="amount" description="Netto." required />
      <NumberField label="Wahrscheinlichkeit" name="probability" unit="%" min={0} max={100} />
      <DateField label="Gültig bis" name="validUntil" />
      <Checkbox label="Rabatt freigegeben" name="discountApproved" />
      <Button type="submit">Speichern</Button>
    </Form>
  );
}

export const InAForm: Story = {
  beforeEach: () => onSubmit.mockClear(),
  render: () => <OfferForm />,
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Angebot erfassen' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Angebotssumme' }), '12.500');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Wahrscheinlichkeit' }), '60');
    await userEvent.type(form.getByRole('textbox', { name: 'Gültig bis' }), '31.12.2026');
    await userEvent.click(form.getByRole('checkbox', { name: 'Rabatt freigegeben' }));
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      amount: '1250000',
      probability: '60',
      validUntil: '2026-12-31',
      discountApproved: 'on',
    });
  },
};

const onControlledChange = fn();

/** Controlled, as a form library drives it: typing reports cents, a reset replaces the text. */
function ControlledField() {
  const [cents, setCents] = useState<number | null>(4990);
  return (
    <Form aria-label="Betrag" onSubmit={(event) => event.preventDefault()}>
      <CurrencyField
        label="Auftragswert"
        value={cents}
        onChange={(next) => {
          setCents(next);
          onControlledChange(next);
        }}
      />
      <Button type="button" variant="outline" onClick={() => setCents(100000)}>
        Auf 1.000,00 € setzen
      </Button>
    </Form>
  );
}

export const Controlled: Story = {
  beforeEach: () => onControlledChange.mockClear(),
  render: () => <ControlledField />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Auftragswert' });
    await expect(input).toHaveValue('49,90');
    await userEvent.clear(input);
    // The echo of each keystroke's value leaves the text as typed ('7,' stays '7,').
    await userEvent.type(input, '7,');
    await expect(input).toHaveValue('7,');
    await expect(onControlledChange).toHaveBeenLastCalledWith(700);
    await userEvent.click(canvas.getByRole('button', { name: 'Auf 1.000,00 € setzen' }));
    await expect(input).toHaveValue('1.000,00');
  },
};
