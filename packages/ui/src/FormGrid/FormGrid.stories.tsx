import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { FormGrid, FormGridItem } from './FormGrid';

const meta = {
  title: 'UI/Forms/FormGrid',
  component: FormGrid,
  args: { minFieldWidth: '14rem', gap: '4', align: 'start' },
  argTypes: {
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '6', '8'] },
    align: { control: 'inline-radio', options: ['start', 'stretch'] },
  },
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <FormGrid {...args}>
        <TextField label="Name" required defaultValue="Wartungsvertrag" />
        <TextField label="Geschäftspartner" defaultValue="Hansewerft Technik AG" />
        <TextField
          label="Betrag netto"
          defaultValue="-5"
          error="Der Betrag muss größer als 0 sein."
        />
        <TextField label="Steuersatz" defaultValue="19 %" />
        <FormGridItem span="full">
          <TextArea label="Beschreibung" rows={2} />
        </FormGridItem>
      </FormGrid>
    </div>
  ),
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two fields a row on a dialog; an error under one does not move the input beside it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Betrag netto' });
    const rate = canvas.getByRole('textbox', { name: 'Steuersatz' });
    await expect(amount.getBoundingClientRect().top).toBe(rate.getBoundingClientRect().top);
    const description = canvas.getByRole('textbox', { name: 'Beschreibung' });
    await expect(description.getBoundingClientRect().width).toBeGreaterThan(
      amount.getBoundingClientRect().width * 1.5,
    );
  },
};

/** `stretch`: the fields of a row are as tall as the tallest. */
export const Stretch: Story = {
  args: { align: 'stretch' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="form-grid"]')).toHaveAttribute(
      'data-align',
      'stretch',
    );
  },
};

/** A computed value beside its field, level with the input. */
export const BesideAControl: Story = {
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <FormGrid {...args}>
        <TextField label="Betrag brutto" defaultValue="119,00 €" />
        <FormGridItem align="control">
          <Text as="p" size="sm" tone="muted" numeric>
            netto 100,00 € + 19,00 € USt.
          </Text>
        </FormGridItem>
      </FormGrid>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Betrag brutto' });
    const split = canvas.getByText('netto 100,00 € + 19,00 € USt.');
    const inputBox = input.getBoundingClientRect();
    const splitBox = split.getBoundingClientRect();
    // Centred on the input's line, within a pixel.
    await expect(
      Math.abs(inputBox.top + inputBox.height / 2 - (splitBox.top + splitBox.height / 2)),
    ).toBeLessThan(1.5);
  },
};

/** On a phone: one field a row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const partner = canvas.getByRole('textbox', { name: 'Geschäftspartner' });
    await expect(partner.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
  },
};
