import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';

const NOTE = 'Gesendet wird nur, was du hier siehst, an den Assistenten von Sprint.';

const STARTERS = [
  'Welche Leads sollte ich diese Woche anrufen?',
  'Fasse meine Termine für morgen zusammen',
  'Entwirf eine Nachfass-Mail',
];

/** Far over the 20.000 characters, as a pasted document would be. */
const TOO_LONG = 'Sehr geehrte Frau Winter, vielen Dank für Ihre Anfrage. '.repeat(360);

/** Controlled, as the app holds it: the text in state, cleared once it is sent. */
function Controlled({ value: initialValue, onValueChange, onSubmit, ...props }: ChatComposerProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <div style={{ maxWidth: '40rem' }}>
      <ChatComposer
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
        onSubmit={(text) => {
          onSubmit(text);
          setValue('');
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/AI/ChatComposer',
  component: ChatComposer,
  args: {
    value: '',
    onValueChange: fn(),
    onSubmit: fn(),
    onStop: fn(),
    onStarter: fn(),
    hideLabel: true,
    placeholder: 'Frag den Assistenten …',
    note: NOTE,
    streaming: false,
    disabled: false,
  },
  argTypes: {
    value: { control: 'text' },
    note: { control: 'text' },
    disabledReason: { control: 'text' },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the field named 'Nachricht'; 'Senden' stays focusable but sends nothing. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    await expect(field).toHaveAttribute('placeholder', 'Frag den Assistenten …');
    await expect(canvas.getByText(NOTE)).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Senden' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    send.blur();
  },
};

/** Typed and sent with Enter; a blank text or an input method's Enter sends nothing. */
export const SendByEnter: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    await userEvent.click(field);
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, 'Welche Termine habe ich morgen?');
    await expect(canvas.getByRole('button', { name: 'Senden' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // Enter that confirms a word of an input method (Japanese, Chinese) is not a send.
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('Welche Termine habe ich morgen?');
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    field.blur();
  },
};

/** Shift+Enter starts a new line; the field grows with its lines. */
export const ShiftEnterNewline: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    const oneLine = field.getBoundingClientRect().height;
    await userEvent.click(field);
    await userEvent.keyboard('Erste Zeile{Shift>}{Enter}{/Shift}Zweite Zeile');
    await expect(field).toHaveValue('Erste Zeile\nZweite Zeile');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(oneLine);
    field.blur();
  },
};

/** While an answer streams: 'Anhalten' instead of 'Senden'; Enter sends nothing. */
export const Streaming: Story = {
  args: { streaming: true, value: 'Und für Nordlicht auch eine?' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Senden' })).toBeNull();
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    await userEvent.click(field);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const stop = canvas.getByRole('button', { name: 'Anhalten' });
    await userEvent.click(stop);
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    stop.blur();
  },
};

/** Near the limit: the count shows from 80 % on, in the warning colour above 90 %. */
export const NearLimit: Story = {
  args: {
    maxLength: 181,
    value:
      'Bitte fasse die letzten drei Gespräche mit Alpenblick Logistik zusammen und nenne die offenen Punkte, die Sophie Winter angesprochen hat, mit Datum.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    await expect(canvas.getByText('148 / 181 Zeichen')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('148 von 181 Zeichen');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, ' Und die Umsätze bitte als Tabelle.');
    await expect(canvas.getByText('183 / 181 Zeichen')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Backspace}{Backspace}');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('181 / 181 Zeichen').parentElement).toHaveAttribute(
      'data-state',
      'near',
    );
    field.blur();
  },
};

/** Over 20.000 characters: invalid, the message and the count under the field; not sent. */
export const TooLong: Story = {
  args: { value: TOO_LONG },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByRole('alert');
    await expect(error).toHaveTextContent('Die Nachricht darf höchstens 20.000 Zeichen lang sein.');
    await expect(canvas.getByText('20.160 / 20.000 Zeichen')).toBeVisible();
    await expect(field).toHaveAccessibleDescription(
      '20.160 von 20.000 Zeichen (über dem Limit) Die Nachricht darf höchstens 20.000 Zeichen lang sein.',
    );
    const send = canvas.getByRole('button', { name: 'Senden' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    field.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    send.blur();
  },
};

/** Not available: the field stays focusable and says why; nothing can be typed or sent. */
export const Disabled: Story = {
  args: {
    disabled: true,
    disabledReason: 'Der Assistent ist für dein Konto noch nicht freigeschaltet.',
  },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nachricht' });
    await expect(field).toHaveAttribute('aria-disabled', 'true');
    await expect(field).toHaveAccessibleDescription(
      'Der Assistent ist für dein Konto noch nicht freigeschaltet.',
    );
    await userEvent.click(field);
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Hallo{Enter}');
    await expect(field).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    field.blur();
  },
};

/** A new conversation: starters above the field; choosing one hands its text to the app. */
export const WithStarters: Story = {
  args: { starters: STARTERS, showStarters: true },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Vorschläge' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(STARTERS);
    await userEvent.click(within(group).getByRole('button', { name: STARTERS[2] }));
    await expect(args.onStarter).toHaveBeenCalledWith('Entwirf eine Nachfass-Mail');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
