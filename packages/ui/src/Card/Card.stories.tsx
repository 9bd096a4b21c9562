import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const onSave = fn();

const meta = {
  title: 'UI/Layout/Card',
  component: Card,
  beforeEach: () => onSave.mockClear(),
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const Frame = styled.div`
  max-width: 24rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-1) var(--space-4);
  margin: 0;
  font-size: var(--font-size-sm);

  & dt {
    color: var(--color-muted-foreground);
  }

  & dd {
    margin: 0;
  }
`;

const EndFooter = styled(CardFooter)`
  justify-content: flex-end;
`;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Müller Maschinenbau</CardTitle>
        <CardDescription>Müller Maschinenbau GmbH &amp; Co. KG</CardDescription>
      </CardHeader>
      <CardContent>
        <Facts>
          <dt>Ort</dt>
          <dd>Stuttgart</dd>
          <dt>Ansprechpartner</dt>
          <dd>Max Mustermann</dd>
          <dt>Status</dt>
          <dd>Kunde</dd>
        </Facts>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    // The title is a heading (h3 by default), so the card is part of the page outline.
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Müller Maschinenbau' }),
    ).toBeVisible();
  },
};

export const WithFooterActions: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle as="h2">Kontaktdaten</CardTitle>
        <CardDescription>Wie der Vertrieb diesen Lead erreicht.</CardDescription>
      </CardHeader>
      <CardContent>
        <Facts>
          <dt>E-Mail</dt>
          <dd>max@mueller-maschinenbau.de</dd>
          <dt>Telefon</dt>
          <dd>+49 711 123456</dd>
        </Facts>
      </CardContent>
      <EndFooter>
        <Button variant="outline">Abbrechen</Button>
        <Button onClick={onSave}>Speichern</Button>
      </EndFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kontaktdaten' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};
