import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { TextLink } from '../TextLink';
import { Text } from '../Text';
import { HighlightedText, type HighlightedTextSegment } from './HighlightedText';

const passage: HighlightedTextSegment[] = [
  { text: '… und dann ', match: false },
  { text: 'die Kündigung', match: true },
  { text: ' kam zwei Wochen vor dem Abschluss. Wie habt ihr so eine ', match: false },
  { text: 'Kündigung', match: true },
  { text: ' noch gedreht? …', match: false },
];

const meta = {
  title: 'UI/Community/HighlightedText',
  component: HighlightedText,
  args: { segments: passage },
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words the search found, marked in the passage. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual([
      'die Kündigung',
      'Kündigung',
    ]);
    await expect(canvasElement.querySelector('[data-slot="highlighted-text"]')).toHaveTextContent(
      '… und dann die Kündigung kam zwei Wochen vor dem Abschluss. Wie habt ihr so eine Kündigung noch gedreht? …',
    );
  },
};

/** A passage without a match (the title matched): plain text, no marks. */
export const NoMatch: Story = {
  args: { segments: [{ text: 'Wie geht ihr mit Einwänden zum Preis um?', match: false }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};

/** Text that looks like markup stays text: a passage cannot inject HTML. */
export const PlainTextOnly: Story = {
  args: {
    segments: [
      { text: 'Wer schreibt <b>fett</b> in ', match: false },
      { text: '<script>', match: true },
      { text: '-Tags?', match: false },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b, script')).toBeNull();
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('<script>');
  },
};

const Result = styled.div`
  display: grid;
  gap: var(--space-1);
  max-width: 36rem;
`;

/** In a search result: the post's title, then the passage under it. */
export const InSearchResult: Story = {
  render: (args) => (
    <Result>
      <TextLink href="/app/community/posts/kuendigung-gedreht">
        Kündigung kurz vor dem Abschluss
      </TextLink>
      <Text as="p" size="sm" tone="muted">
        <HighlightedText {...args} />
      </Text>
    </Result>
  ),
};

/** The marks in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
};
