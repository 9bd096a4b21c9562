import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Feedback/Skeleton',
  component: Skeleton,
  args: { style: { width: '12rem', height: '1rem' } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    // Placeholders are hidden from assistive technology; the loading state is announced elsewhere.
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
`;

const Lines = styled.div`
  display: grid;
  gap: var(--space-2);
`;

/** The shape of a list row while it loads: avatar and two lines of text. */
export const ListItem: Story = {
  render: () => (
    <Row role="status" aria-busy="true" aria-label="Eintrag wird geladen">
      <Skeleton shape="circle" style={{ width: '2.5rem', height: '2.5rem' }} />
      <Lines>
        <Skeleton style={{ width: '14rem', height: '0.875rem' }} />
        <Skeleton style={{ width: '9rem', height: '0.75rem' }} />
      </Lines>
    </Row>
  ),
};
