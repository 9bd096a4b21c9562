import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { MedalBadge, type MedalBadgeMedal, type MedalBadgeSize } from './MedalBadge';

const meta = {
  title: 'UI/Training/MedalBadge',
  component: MedalBadge,
  args: { medal: 'gold', size: 'md' },
  argTypes: {
    medal: { control: 'inline-radio', options: ['gold', 'silber', 'bronze', 'none'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof MedalBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Gold' on screen with the medal icon; 'Medaille: Gold' for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Medaille: Gold' });
    await expect(badge).toHaveTextContent('Gold');
    await expect(badge).toHaveAttribute('data-medal', 'gold');
  },
};

/** A result below 50 %: 'Keine Medaille', in a dashed outline, without an icon. */
export const NoMedal: Story = {
  args: { medal: null },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Keine Medaille' });
    await expect(badge).toHaveTextContent('Keine Medaille');
    await expect(badge).toHaveAttribute('data-medal', 'none');
    await expect(badge.querySelector('svg')).toBeNull();
  },
};

const Row = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  font-size: var(--font-size-sm);
`;

/** `sm` in a list row, after the result: '82 %' and the medal. */
export const InARow: Story = {
  args: { medal: 'silber', size: 'sm' },
  render: (args) => (
    <Row>
      Bestes Ergebnis: 82 %
      <MedalBadge {...args} />
    </Row>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Medaille: Silber' })).toBeVisible();
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, max-content);
  gap: var(--space-3);
  align-items: center;
`;

const medals: MedalBadgeMedal[] = ['gold', 'silber', 'bronze', 'none'];
const sizes: MedalBadgeSize[] = ['sm', 'md', 'lg'];

/** Every medal in every size. */
export const Catalog: Story = {
  render: () => (
    <Grid>
      {sizes.map((size) =>
        medals.map((medal) => <MedalBadge key={`${size}-${medal}`} medal={medal} size={size} />),
      )}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Medaille: Bronze' })).toHaveLength(3);
  },
};

/** The same medals in the dark theme, mixed from its colours. */
export const Dark: Story = {
  ...Catalog,
  globals: { theme: 'dark' },
};
