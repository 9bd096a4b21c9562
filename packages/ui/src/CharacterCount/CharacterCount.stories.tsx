import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CharacterCount } from './CharacterCount';

const meta = {
  title: 'UI/AI/CharacterCount',
  component: CharacterCount,
  args: { count: 1234, limit: 3000, label: 'LinkedIn' },
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Well under the limit: muted, German figures. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1.234 / 3.000 Zeichen')).toBeVisible();
    const count = canvasElement.querySelector('[data-slot="character-count"]');
    await expect(count).toHaveAttribute('data-state', 'under');
    // Read as 'von', not as a slash.
    await expect(canvas.getByText('1.234 / 3.000 Zeichen')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('1.234 von 3.000 Zeichen')).toBeInTheDocument();
  },
};

const rows = [
  { caption: 'Unter dem Limit', count: 1234, limit: 3000 },
  { caption: 'Nah am Limit (über 90 %)', count: 2800, limit: 3000 },
  { caption: 'Über dem Limit', count: 3120, limit: 3000, label: 'LinkedIn' },
  { caption: 'Über dem Limit, ohne Namen', count: 20_050, limit: 20_000 },
  { caption: 'Ohne Limit', count: 1234 },
];

/** Every state: under, near (warning colour), over (danger colour), without a limit. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content max-content',
        gap: '0.5rem 1.5rem',
        alignItems: 'baseline',
      }}
    >
      {rows.map(({ caption, ...row }) => (
        <div key={caption} style={{ display: 'contents' }}>
          <span>{caption}</span>
          <CharacterCount {...row} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const state = (text: string) =>
      canvas.getByText(text).closest('[data-slot="character-count"]')?.getAttribute('data-state');
    await expect(state('1.234 / 3.000 Zeichen')).toBe('under');
    await expect(state('2.800 / 3.000 Zeichen')).toBe('near');
    await expect(state('3.120 / 3.000 Zeichen')).toBe('over');
    await expect(canvas.getByText('(über dem Limit von LinkedIn)')).toBeInTheDocument();
    await expect(canvas.getByText('(über dem Limit)')).toBeInTheDocument();
    await expect(state('1.234 Zeichen')).toBe('under');
  },
};
