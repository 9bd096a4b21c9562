import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { TrendIndicator, type Trend } from './TrendIndicator';

const meta = {
  title: 'UI/Data Display/TrendIndicator',
  component: TrendIndicator,
  args: { trend: 'up', children: '+12 %' },
  argTypes: {
    trend: { control: 'inline-radio', options: ['up', 'down', 'neutral'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof TrendIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

function trendIndicator(element: HTMLElement) {
  return element.querySelector<HTMLElement>('[data-slot="trend-indicator"]');
}

export const Up: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The direction is in the text a screen reader reads, not only in colour and icon.
    await expect(canvas.getByText('Steigend')).toBeInTheDocument();
    const indicator = trendIndicator(canvasElement);
    await expect(indicator).toHaveTextContent('Steigend +12 %');
    await expect(indicator).toHaveAttribute('data-trend', 'up');
  },
};

export const Down: Story = {
  args: { trend: 'down', children: '-8 %' },
  play: async ({ canvasElement }) => {
    const indicator = trendIndicator(canvasElement);
    await expect(indicator).toHaveTextContent('Fallend -8 %');
    await expect(indicator).toHaveAttribute('data-trend', 'down');
  },
};

export const Neutral: Story = {
  args: { trend: 'neutral', children: '±0 %' },
  play: async ({ canvasElement }) => {
    const indicator = trendIndicator(canvasElement);
    await expect(indicator).toHaveTextContent('Unverändert ±0 %');
    await expect(indicator).toHaveAttribute('data-trend', 'neutral');
  },
};

/** A `label` replaces the direction word when the context can say more. */
export const WithLabel: Story = {
  args: { trend: 'up', children: '+3', label: 'Mehr Leads als im Vormonat' },
  play: async ({ canvas, canvasElement }) => {
    await expect(trendIndicator(canvasElement)).toHaveTextContent('Mehr Leads als im Vormonat +3');
    await expect(canvas.queryByText('Steigend')).not.toBeInTheDocument();
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, max-content);
  gap: var(--space-3) var(--space-6);
  align-items: center;
`;

const trends: Trend[] = ['up', 'down', 'neutral'];
const values: Record<Trend, string> = { up: '+12 %', down: '-8 %', neutral: '±0 %' };

/** Every direction, with a value, with a larger value and icon only. */
export const Catalog: Story = {
  render: () => (
    <Grid>
      {trends.map((trend) => [
        <TrendIndicator key={`${trend}-value`} trend={trend}>
          {values[trend]}
        </TrendIndicator>,
        <TrendIndicator key={`${trend}-euro`} trend={trend}>
          {trend === 'down' ? '-1.250,00 €' : '1.250,00 €'}
        </TrendIndicator>,
        <TrendIndicator key={`${trend}-icon`} trend={trend} />,
      ])}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const indicators = canvasElement.querySelectorAll('[data-slot="trend-indicator"]');
    await expect(indicators).toHaveLength(9);
    await expect(canvasElement.querySelectorAll('[data-trend="down"]')).toHaveLength(3);
  },
};
