import { useRef, useState, type Ref } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { FormSelectField, type FormSelectFieldProps } from './FormSelectField';

type Priority = 'low' | 'normal' | 'high';

const priorities = [
  { value: 'low', label: 'Niedrig' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'Hoch' },
] as const satisfies readonly { value: Priority; label: string }[];

/**
 * While the list is open, Radix hides the rest of the page with `aria-hidden` and keeps focus in
 * the list; axe flags the hidden trigger anyway (radix-ui/primitives#2459, as in Select).
 */
const openOverlayParameters = {
  a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
};

const Frame = styled.div`
  display: grid;
  gap: var(--space-4);
  max-width: 20rem;
`;

/** The field as a form holds it: the value in state, as a `Controller` would. */
function ControlledField({
  value: initial,
  onValueChange,
  ...props
}: FormSelectFieldProps<Priority> & { ref?: Ref<HTMLButtonElement> }) {
  const [value, setValue] = useState(initial);
  return (
    <FormSelectField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Forms/FormSelectField',
  component: FormSelectField,
  args: {
    label: 'Priorität',
    options: priorities,
    value: 'normal',
    onValueChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    options: { control: false },
  },
  render: (args) => (
    <Frame>
      <ControlledField {...(args as FormSelectFieldProps<Priority>)} />
    </Frame>
  ),
  parameters: { docs: { story: { inline: false, height: '16rem' } } },
} satisfies Meta<typeof FormSelectField<Priority>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, showing the chosen option; a click opens the list, another chooses. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Priorität' });
    await expect(select).toHaveTextContent('Normal');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Hoch' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('high');
    await waitFor(() => expect(select).toHaveTextContent('Hoch'));
    await waitFor(() => expect(select).toHaveFocus());
  },
};

/** Nothing chosen yet: the placeholder, in the muted colour. */
export const Empty: Story = {
  args: { value: null, placeholder: 'Bitte wählen …' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Priorität' })).toHaveTextContent(
      'Bitte wählen …',
    );
  },
};

/** The list open, the chosen option ticked. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: openOverlayParameters,
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(screen.getAllByRole('option')).toHaveLength(3);
    await expect(screen.getByRole('option', { name: 'Normal' })).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

export const WithDescription: Story = {
  args: { description: 'Hohe Priorität erscheint oben in „Meine Aufgaben“.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Priorität' })).toHaveAccessibleDescription(
      'Hohe Priorität erscheint oben in „Meine Aufgaben“.',
    );
  },
};

/** The form's error under the field, linked to it; the field is marked invalid. */
export const WithError: Story = {
  args: {
    value: null,
    required: true,
    placeholder: 'Bitte wählen …',
    description: 'Bestimmt die Reihenfolge in „Meine Aufgaben“.',
    error: 'Bitte wähle eine Priorität.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Priorität' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Bestimmt die Reihenfolge in „Meine Aufgaben“. Bitte wähle eine Priorität.',
    );
    await expect(canvas.getByText('Bitte wähle eine Priorität.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Priorität' });
    await expect(select).toBeDisabled();
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/**
 * `onBlur` fires when focus leaves the field, not while the list is open: a form that checks a
 * field once it is left does not complain while a value is being chosen.
 */
export const Blur: Story = {
  render: (args) => (
    <Frame>
      <ControlledField {...(args as FormSelectFieldProps<Priority>)} />
      <Button>Weiter</Button>
    </Frame>
  ),
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Priorität' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const high = await screen.findByRole('option', { name: 'Hoch' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Normal' })).toHaveFocus());
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.click(high);
    await waitFor(() => expect(select).toHaveFocus());
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

function FocusDemo(props: FormSelectFieldProps<Priority>) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Frame>
      <ControlledField {...props} ref={ref} />
      <Button onClick={() => ref.current?.focus()}>Speichern</Button>
    </Frame>
  );
}

/** The ref is the trigger's: after a failed submit the form focuses the field. */
export const FocusByRef: Story = {
  args: { value: null, placeholder: 'Bitte wählen …', error: 'Bitte wähle eine Priorität.' },
  render: (args) => <FocusDemo {...(args as FormSelectFieldProps<Priority>)} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(canvas.getByRole('combobox', { name: 'Priorität' })).toHaveFocus();
  },
};
