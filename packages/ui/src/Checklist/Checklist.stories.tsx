import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Badge } from '../Badge';
import { Link } from '../Link';
import { Text } from '../Text';
import { Checklist, ChecklistItem } from './Checklist';

const Frame = styled.div`
  width: 28rem;
`;

const NavFrame = styled.nav`
  width: 17rem;
`;

const lessons = [
  { id: 'einstieg', title: 'Der Einstieg ins Gespräch', done: true, duration: '9 Min.' },
  { id: 'zielgruppe', title: 'Zielgruppe und Anlass', done: true, duration: '7 Min.' },
  { id: 'einwaende', title: 'Einwände souverän behandeln', done: false, duration: '10 Min.' },
  { id: 'termin', title: 'Den Termin festmachen', done: false, duration: '6 Min.' },
];

const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const meta = {
  title: 'UI/Data Display/Checklist',
  component: Checklist,
  args: { variant: 'default', 'aria-label': 'Lektionen in „Grundlagen“' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'compact'] } },
  render: (args) => (
    <Frame>
      <Checklist {...args}>
        {lessons.map((lesson) => (
          <ChecklistItem
            key={lesson.id}
            done={lesson.done}
            title={<Link href={`#${lesson.id}`}>{lesson.title}</Link>}
          >
            <Text size="sm" tone="muted">
              {lesson.duration}
            </Text>
          </ChecklistItem>
        ))}
      </Checklist>
    </Frame>
  ),
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A module's lessons on a course page: checked or open, the title as a link, the length at the
 * end. Screen readers hear 'Erledigt:' or 'Offen:' before each title.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lektionen in „Grundlagen“' });
    await expect(itemTexts(list)).toEqual([
      'Erledigt:Der Einstieg ins Gespräch9 Min.',
      'Erledigt:Zielgruppe und Anlass7 Min.',
      'Offen:Einwände souverän behandeln10 Min.',
      'Offen:Den Termin festmachen6 Min.',
    ]);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('data-state', 'done');
    await expect(within(list).getByRole('link', { name: 'Den Termin festmachen' })).toHaveAttribute(
      'href',
      '#termin',
    );
  },
};

/** Nothing ticked off yet, a title without a link, and a badge before the length. */
export const Open: Story = {
  render: (args) => (
    <Frame>
      <Checklist {...args}>
        <ChecklistItem done={false} title="Morgens: die Wiedervorlagen">
          <Badge variant="secondary">Entwurf</Badge>
          <Text size="sm" tone="muted">
            4 Min.
          </Text>
        </ChecklistItem>
        <ChecklistItem done={false} title="Gesprächsnotizen, die helfen">
          <Text size="sm" tone="muted">
            6 Min.
          </Text>
        </ChecklistItem>
      </Checklist>
    </Frame>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(itemTexts(list)).toEqual([
      'Offen:Morgens: die WiedervorlagenEntwurf4 Min.',
      'Offen:Gesprächsnotizen, die helfen6 Min.',
    ]);
    await expect(within(list).queryByRole('link')).toBeNull();
  },
};

/**
 * `compact` beside a lesson: smaller rows, the current lesson highlighted (its link has
 * `aria-current="page"`), each title's link as wide as the row.
 */
export const Compact: Story = {
  args: { variant: 'compact', 'aria-label': 'Lektionen in diesem Modul' },
  render: (args) => (
    <NavFrame aria-label="Grundlagen">
      <Checklist {...args}>
        {lessons.slice(0, 3).map((lesson, index) => (
          <ChecklistItem
            key={lesson.id}
            done={lesson.done}
            current={index === 1}
            title={
              <Link href={`#${lesson.id}`} aria-current={index === 1 ? 'page' : undefined}>
                {lesson.title}
              </Link>
            }
          >
            <Text size="sm" tone="muted">
              {lesson.duration}
            </Text>
          </ChecklistItem>
        ))}
      </Checklist>
    </NavFrame>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Lektionen in diesem Modul' });
    const current = within(list).getByRole('link', { name: 'Zielgruppe und Anlass' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('li')).toHaveAttribute('data-current', 'true');
    await expect(within(list).getByText('Offen:')).toBeInTheDocument();
  },
};
