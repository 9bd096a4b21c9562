import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stepper, type StepperProps, type StepperStep } from './Stepper';

type LeadStage = 'new' | 'contacted' | 'qualified' | 'proposal' | 'won' | 'lost';

const leadStages: StepperStep<LeadStage>[] = [
  { id: 'new', label: 'Neu' },
  { id: 'contacted', label: 'Kontaktiert' },
  { id: 'qualified', label: 'Qualifiziert' },
  { id: 'proposal', label: 'Angebot' },
  { id: 'won', label: 'Gewonnen' },
  { id: 'lost', label: 'Verloren', variant: 'destructive' },
];

/** A page that moves to the chosen step at once, as the lead page does. */
function LeadStepper({ current: initial, onSelect, ...props }: StepperProps<LeadStage>) {
  const [current, setCurrent] = useState(initial);
  return (
    <Stepper
      {...props}
      current={current}
      done={current === 'lost' ? [] : undefined}
      onSelect={(id) => {
        setCurrent(id);
        onSelect?.(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/Navigation/Stepper',
  component: Stepper,
  args: {
    label: 'Phase des Leads',
    steps: leadStages,
    current: 'qualified',
    onSelect: fn(),
    disabled: false,
    busy: false,
  },
  argTypes: {
    current: { control: 'select', options: leadStages.map((step) => step.id) },
    steps: { control: false },
    done: { control: false },
  },
  render: (args) => <LeadStepper {...(args as StepperProps<LeadStage>)} />,
} satisfies Meta<typeof Stepper<LeadStage>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lead in 'Qualifiziert': the stages before are ticked; a click moves it on. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Phase des Leads' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(
      leadStages.map((step) => step.label),
    );
    const qualified = within(list).getByRole('button', { name: 'Qualifiziert' });
    await expect(qualified).toHaveAttribute('aria-current', 'step');
    await expect(qualified).toHaveAttribute('aria-pressed', 'true');
    await expect(within(list).getByRole('button', { name: 'Neu' })).toHaveAccessibleDescription(
      'Erledigt',
    );
    await expect(within(list).getByRole('button', { name: 'Angebot' })).not.toHaveAttribute(
      'aria-describedby',
    );

    await userEvent.click(within(list).getByRole('button', { name: 'Angebot' }));
    await expect(args.onSelect).toHaveBeenCalledWith('proposal');
    await expect(within(list).getByRole('button', { name: 'Angebot' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(
      within(list).getByRole('button', { name: 'Qualifiziert' }),
    ).toHaveAccessibleDescription('Erledigt');
  },
};

/** The steps are buttons in a list: Tab goes from one to the next, Enter or Space chooses. */
export const Keyboard: Story = {
  args: { current: 'new' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Neu' })).toHaveFocus();
    await userEvent.tab();
    const contacted = canvas.getByRole('button', { name: 'Kontaktiert' });
    await expect(contacted).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('contacted');
    await expect(contacted).toHaveAttribute('aria-current', 'step');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith('qualified');
    await expect(canvas.getByRole('button', { name: 'Qualifiziert' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Choosing the current step again does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** A lost lead: 'Verloren' in red, and no stage ticked, since it did not go through them. */
export const Lost: Story = {
  args: { current: 'lost' },
  play: async ({ canvas }) => {
    const lost = canvas.getByRole('button', { name: 'Verloren' });
    await expect(lost).toHaveAttribute('aria-current', 'step');
    await expect(lost).toHaveAttribute('data-variant', 'destructive');
    for (const name of ['Neu', 'Kontaktiert', 'Qualifiziert', 'Angebot', 'Gewonnen']) {
      await expect(canvas.getByRole('button', { name })).not.toHaveAccessibleDescription(
        'Erledigt',
      );
    }
  },
};

/** While a choice is saved, further clicks wait; the steps look as before. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Phase des Leads' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Angebot' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Qualifiziert' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

/** Not to be changed (no permission): dimmed, still focusable, clicks do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const proposal = canvas.getByRole('button', { name: 'Angebot' });
    await expect(proposal).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(proposal);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(proposal).toHaveFocus();
  },
};

type ImportStep = 'file' | 'mapping' | 'check' | 'import';

const importSteps: StepperStep<ImportStep>[] = [
  { id: 'file', label: 'Datei' },
  { id: 'mapping', label: 'Zuordnung' },
  { id: 'check', label: 'Prüfen' },
  { id: 'import', label: 'Import' },
];

/** Without `onSelect` the steps are text: where a wizard stands, read as a list. */
export const ReadOnly: Story = {
  render: () => <Stepper label="Schritte des Imports" steps={importSteps} current="check" />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Schritte des Imports' });
    await expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Datei, Erledigt');
    await expect(items[1]).toHaveTextContent('Zuordnung, Erledigt');
    await expect(within(list).getByText('Prüfen')).toHaveAttribute('aria-current', 'step');
    await expect(items[3]).toHaveTextContent(/^Import$/);
  },
};

/** Phones: the steps wrap onto more rows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Gewonnen' })).toBeVisible());
  },
};
