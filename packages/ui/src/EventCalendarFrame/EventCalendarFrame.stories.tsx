import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListChecks } from 'lucide-react';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { EventCalendarFrame } from './EventCalendarFrame';

/*
 * A stand-in for what FullCalendar renders (the library does not depend on it): its table roles
 * and a few events in the 'breezy' palette, so the theme, Sprint's marks and the sticky all-day
 * row can be seen and checked here.
 */
const Week = styled.div`
  display: grid;
  min-width: 36rem;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 5rem repeat(3, 1fr);
  border-bottom: var(--border-width) solid var(--fc-breezy-border);
  background: var(--fc-breezy-background);
  color: var(--fc-breezy-foreground);

  & > * {
    min-height: var(--space-12);
    padding: var(--space-1);
    border-left: var(--border-width) solid var(--fc-breezy-border);
  }
`;

const Hour = styled.div`
  color: var(--fc-breezy-muted-foreground);
`;

const Event = styled.div`
  --fc-event-color: var(--fc-breezy-event);

  padding: var(--space-0-5) var(--space-1);
  border-radius: var(--radius-sm);
  background: color-mix(in srgb, var(--fc-event-color) 20%, var(--fc-breezy-background));
  color: var(--fc-breezy-foreground);
`;

const HOURS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'];

function FakeWeek() {
  return (
    <Week role="table" aria-label="Woche vom 16. bis 18. November">
      <div role="rowgroup">
        <Row role="row">
          <span role="columnheader">
            <VisuallyHidden>Uhrzeit</VisuallyHidden>
          </span>
          <span role="columnheader">Mo. 16</span>
          <span role="columnheader">Di. 17</span>
          <span role="columnheader">Mi. 18</span>
        </Row>
      </div>
      <div role="rowgroup">
        <Row role="row" data-testid="all-day-row">
          <Hour role="rowheader">Ganztägig</Hour>
          <span role="cell">
            <Event>Fachmesse</Event>
          </span>
          <span role="cell" />
          <span role="cell" />
        </Row>
      </div>
      <div role="rowgroup">
        {HOURS.map((hour, index) => (
          <Row role="row" key={hour}>
            <Hour role="rowheader">{hour}</Hour>
            <span role="cell">
              {index === 1 ? (
                <Event role="button" tabIndex={0}>
                  09:00 Jour fixe Vertrieb
                </Event>
              ) : null}
            </span>
            <span role="cell">
              {index === 2 ? (
                <Event className="sprint-task" data-testid="task">
                  <ListChecks className="sprint-task-icon" aria-hidden />
                  Rückruf Rahmenvertrag
                </Event>
              ) : null}
              {index === 4 ? (
                <Event className="sprint-task sprint-task-done">
                  <ListChecks className="sprint-task-icon" aria-hidden />
                  Erstgespräch protokollieren
                </Event>
              ) : null}
            </span>
            <span role="cell">
              {index === 0 ? (
                <Event className="sprint-busy" data-testid="busy">
                  Belegt
                </Event>
              ) : null}
            </span>
          </Row>
        ))}
      </div>
    </Week>
  );
}

const meta = {
  title: 'UI/Data Display/EventCalendarFrame',
  component: EventCalendarFrame,
  args: { stickyAllDay: true },
  render: (args) => (
    <EventCalendarFrame
      {...args}
      tabIndex={0}
      role="region"
      aria-label="Kalenderansicht"
      style={{ height: '16rem' }}
    >
      <FakeWeek />
    </EventCalendarFrame>
  ),
} satisfies Meta<typeof EventCalendarFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week: the frame scrolls, the all-day row stays under the day headers, tasks and busy times marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Kalenderansicht' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(getComputedStyle(frame).overflow).toBe('auto');
    await expect(getComputedStyle(canvas.getByTestId('all-day-row')).position).toBe('sticky');
    await expect(getComputedStyle(canvas.getByTestId('task')).outlineStyle).toBe('dashed');
    await expect(getComputedStyle(canvas.getByTestId('busy')).backgroundImage).toContain(
      'repeating-linear-gradient',
    );
    await expect(canvas.getByText('Erstgespräch protokollieren')).toHaveClass('sprint-task-done');
  },
};

/** Without `stickyAllDay` (a month grid, a list): every row scrolls along. */
export const WithoutStickyAllDay: Story = {
  args: { stickyAllDay: false },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('all-day-row')).position).toBe('static');
  },
};
