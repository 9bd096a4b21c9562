import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Text } from '../Text';
import { Scorecard, ScorecardItem } from './Scorecard';

const Frame = styled.div`
  width: 36rem;
  max-width: 100%;
`;

type Criterion = {
  id: string;
  text: string;
  weight: number;
  passed: boolean;
  quote: string | null;
};

const evaluated: Criterion[] = [
  {
    id: 'vorstellung',
    text: 'Stellt sich mit Namen und Firma vor',
    weight: 2,
    passed: true,
    quote: 'Guten Tag Herr Hüttner, mein Name ist Anna Berger von Nordlicht Vertrieb.',
  },
  {
    id: 'anlass',
    text: 'Nennt den Anlass des Anrufs in einem Satz',
    weight: 2,
    passed: true,
    quote: 'Ich rufe an, weil Speditionen in Ihrer Größe gerade viele Leerfahrten haben.',
  },
  {
    id: 'frage',
    text: 'Stellt eine offene Frage zur aktuellen Situation',
    weight: 3,
    passed: true,
    quote: 'Wie planen Sie Ihre Touren im Moment?',
  },
  {
    id: 'nutzen',
    text: 'Nennt einen konkreten Nutzen mit einer Zahl',
    weight: 2,
    passed: false,
    quote: null,
  },
  {
    id: 'termin',
    text: 'Schlägt einen konkreten Termin vor',
    weight: 3,
    passed: false,
    quote: null,
  },
];

const meta = {
  title: 'UI/Training/Scorecard',
  component: Scorecard,
  args: { 'aria-label': 'Bewertung' },
  render: (args) => (
    <Frame>
      <Scorecard {...args}>
        {evaluated.map(({ id, ...criterion }) => (
          <ScorecardItem key={id} {...criterion} />
        ))}
      </Scorecard>
    </Frame>
  ),
} satisfies Meta<typeof Scorecard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An evaluated call: met criteria with a green check and the words that show them in „…“,
 * missed ones with a red cross and 'Nicht gezeigt'.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Bewertung' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(
      /^Erfüllt: Stellt sich mit Namen und Firma vorGewicht 2Zitat: „Guten Tag Herr Hüttner/,
    );
    await expect(rows[0]).toHaveAttribute('data-state', 'passed');
    await expect(rows[4]).toHaveTextContent(
      'Nicht erfüllt: Schlägt einen konkreten Termin vorGewicht 3Nicht gezeigt',
    );
    await expect(rows[4]).toHaveAttribute('data-state', 'failed');
  },
};

/** The scorecard as a scenario defines it, before any call: criteria and weights, no result. */
export const Definition: Story = {
  render: (args) => (
    <Frame>
      <Scorecard {...args} aria-label="Bewertungskriterien">
        {evaluated.map(({ id, text, weight }) => (
          <ScorecardItem key={id} text={text} weight={weight} />
        ))}
      </Scorecard>
    </Frame>
  ),
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Bewertungskriterien' })).getAllByRole(
      'listitem',
    );
    await expect(rows[2]).toHaveTextContent(
      'Kriterium: Stellt eine offene Frage zur aktuellen SituationGewicht 3',
    );
    await expect(rows[2]).toHaveAttribute('data-state', 'open');
    await expect(canvas.queryByText('Nicht gezeigt')).toBeNull();
  },
};

/** `extra` at the end of the first line: here the Vorlagen-Modus' keywords of a criterion. */
export const WithExtra: Story = {
  render: (args) => (
    <Frame>
      <Scorecard {...args} aria-label="Bewertungskriterien">
        <ScorecardItem
          text="Schlägt einen konkreten Termin vor"
          weight={3}
          extra={
            <Text size="xs" tone="muted">
              Dienstag, Donnerstag, Uhr
            </Text>
          }
        />
      </Scorecard>
    </Frame>
  ),
};

/** Long criteria and quotes wrap within the row; the weight moves under the text on narrow rows. */
export const LongText: Story = {
  render: (args) => (
    <Frame style={{ width: '20rem' }}>
      <Scorecard {...args}>
        <ScorecardItem
          text="Fasst am Ende zusammen, was vereinbart wurde, und bestätigt den Termin schriftlich per E-Mail"
          weight={10}
          passed
          quote="Dann halte ich fest: Donnerstag, 26. November um 14 Uhr, zwanzig Minuten per Video. Die Einladung schicke ich Ihnen gleich im Anschluss an dieses Gespräch."
        />
      </Scorecard>
    </Frame>
  ),
};

/** The dark theme: the same marks from its colours. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
