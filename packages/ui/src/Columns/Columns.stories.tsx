import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import { Columns } from './Columns';

const Wide = styled.div`
  width: 60rem;
`;

const Narrow = styled.div`
  width: 30rem;
`;

const Medium = styled.div`
  width: 40rem;
`;

function Part({ title, children }: { title: string; children: string }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const parts = (
  <>
    <Part title="Lektion">
      Die ersten zehn Sekunden entscheiden, ob dein Gegenüber zuhört. In dieser Lektion baust du
      einen Einstieg, der neugierig macht, statt zu verkaufen.
    </Part>
    <Part title="Grundlagen">Der Einstieg ins Gespräch · Zielgruppe und Anlass</Part>
  </>
);

/** Where a region is on the screen: its left edge and its top. */
function box(element: HTMLElement) {
  const { left, top, right } = element.getBoundingClientRect();
  return { left, top, right };
}

const meta = {
  title: 'UI/Layout/Columns',
  component: Columns,
  args: {
    template: 'minmax(0, 1fr) 20rem',
    breakpoint: 'md',
    gap: '6',
    align: 'start',
    reverse: false,
    children: parts,
  },
  argTypes: {
    breakpoint: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '6', '8'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'stretch'] },
    children: { control: false },
  },
  render: (args) => (
    <Wide>
      <Columns {...args} />
    </Wide>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room enough (60rem ≥ `md`'s 52rem): the lesson and its module side by side. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const lesson = box(canvas.getByRole('region', { name: 'Lektion' }));
    const module = box(canvas.getByRole('region', { name: 'Grundlagen' }));
    await expect(module.top).toBe(lesson.top);
    await expect(module.left).toBeGreaterThan(lesson.right);
  },
};

/** Too narrow for the columns (30rem): the parts one below the other, in their order. */
export const Stacked: Story = {
  render: (args) => (
    <Narrow>
      <Columns {...args} />
    </Narrow>
  ),
  play: async ({ canvas }) => {
    const lesson = box(canvas.getByRole('region', { name: 'Lektion' }));
    const module = box(canvas.getByRole('region', { name: 'Grundlagen' }));
    await expect(module.left).toBe(lesson.left);
    await expect(module.top).toBeGreaterThan(lesson.top);
  },
};

/** `reverse`: side by side the first part takes the last column; stacked it would come first. */
export const Reversed: Story = {
  args: { reverse: true },
  play: async ({ canvas }) => {
    const lesson = box(canvas.getByRole('region', { name: 'Lektion' }));
    const module = box(canvas.getByRole('region', { name: 'Grundlagen' }));
    await expect(lesson.top).toBe(module.top);
    await expect(lesson.left).toBeGreaterThan(module.right);
  },
};

/**
 * `sm` switches already from 36rem, here at 40rem: a narrow first column beside the rest, the
 * two centred on each other (`align="center"`), as a cover beside its text.
 */
export const SmallBreakpoint: Story = {
  args: { template: '12rem minmax(0, 1fr)', breakpoint: 'sm', gap: '4', align: 'center' },
  render: (args) => (
    <Medium>
      <Columns {...args} />
    </Medium>
  ),
  play: async ({ canvas }) => {
    const lesson = box(canvas.getByRole('region', { name: 'Lektion' }));
    const module = box(canvas.getByRole('region', { name: 'Grundlagen' }));
    await expect(module.left).toBeGreaterThan(lesson.right);
  },
};
