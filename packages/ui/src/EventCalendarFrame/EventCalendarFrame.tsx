import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type EventCalendarFrameProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * In a day or week grid: the all-day row stays under the day headers while the hours scroll.
   * The headers' height comes from `--event-calendar-header-height` (set it on the frame once
   * the calendar has measured them; `3rem` until then).
   */
  stickyAllDay?: boolean;
};

/** FullCalendar's table roles: the header row group, then the all-day row group. */
const ALL_DAY_ROW = '[role="table"] > [role="rowgroup"] + [role="rowgroup"] > [role="row"]';

const Root = styled.div`
  /* FullCalendar's 'breezy' theme in Sprint's colours: its palette reads our tokens, so light and
     dark follow the app's theme, and nothing outside the frame is touched. */
  --fc-breezy-primary: var(--color-primary);
  --fc-breezy-primary-over: var(--color-primary-hover);
  --fc-breezy-primary-foreground: var(--color-primary-foreground);
  --fc-breezy-secondary: var(--color-background);
  --fc-breezy-secondary-over: var(--color-accent);
  --fc-breezy-secondary-border: var(--color-border);
  --fc-breezy-secondary-foreground: var(--color-foreground);
  --fc-breezy-secondary-icon: var(--color-muted-foreground);
  --fc-breezy-secondary-icon-over: var(--color-foreground);
  --fc-breezy-event: var(--color-primary);
  --fc-breezy-event-contrast: var(--color-primary-foreground);
  --fc-breezy-background-event: var(--color-muted-foreground);
  --fc-breezy-highlight: color-mix(in srgb, var(--color-primary) 10%, transparent);
  --fc-breezy-now: var(--color-destructive);
  --fc-breezy-selected: var(--color-secondary);
  --fc-breezy-popover: var(--color-popover);
  --fc-breezy-popover-border: var(--color-border);
  --fc-breezy-background: var(--color-background);
  --fc-breezy-faint: color-mix(in srgb, var(--color-foreground) 2%, transparent);
  --fc-breezy-muted: color-mix(in srgb, var(--color-foreground) 5%, transparent);
  --fc-breezy-strong: color-mix(in srgb, var(--color-foreground) 10%, transparent);
  --fc-breezy-stronger: color-mix(in srgb, var(--color-foreground) 14%, transparent);
  --fc-breezy-strongest: color-mix(in srgb, var(--color-foreground) 18%, transparent);
  --fc-breezy-foreground: var(--color-foreground);
  /* Text FullCalendar fades (other months' days, hours) still reads at 4.5:1. */
  --fc-breezy-faint-foreground: var(--color-muted-foreground);
  --fc-breezy-muted-foreground: var(--color-muted-foreground);
  --fc-breezy-strong-foreground: var(--color-foreground);
  --fc-breezy-border: var(--color-border);
  --fc-breezy-muted-border: var(--color-border);
  --fc-breezy-strong-border: var(--color-input);
  --fc-breezy-ring-color: var(--color-ring);
  --event-calendar-header-height: 3rem;

  overflow: auto;
  border-radius: var(--radius-lg);
  font-family: var(--font-sans);
  font-size: var(--font-size-sm);

  /* Sprint's own marks: tasks (dashed, in the event's colour, with a check icon), finished
     tasks (struck through) and a connected calendar's busy times (striped). */
  & .sprint-task {
    outline: var(--border-width) dashed var(--fc-event-color);
    outline-offset: calc(-1 * var(--border-width));
  }

  & .sprint-task-icon {
    display: inline-block;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    margin-right: var(--space-1);
    color: var(--color-success-text);
    vertical-align: -0.125em;
  }

  & .sprint-task-done {
    text-decoration: line-through;
  }

  & .sprint-busy {
    background: repeating-linear-gradient(
      -45deg,
      color-mix(in srgb, var(--color-muted-foreground) 18%, transparent) 0 var(--space-1-5),
      color-mix(in srgb, var(--color-muted-foreground) 6%, transparent) var(--space-1-5)
        var(--space-3)
    ) !important;
    color: var(--color-foreground);
    font-size: var(--font-size-xs);
    opacity: 1 !important;
  }

  & [role='button']:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 1px;
  }

  &[data-sticky-all-day='true'] ${ALL_DAY_ROW}:first-child {
    position: sticky;
    top: var(--event-calendar-header-height);
    z-index: 2;
    border-bottom: var(--border-width) solid var(--color-input);
    background: var(--color-background);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }
`;

/**
 * The scroll frame an event calendar (FullCalendar with its 'breezy' theme) sits in: the theme in
 * Sprint's tokens, Sprint's marks for tasks (`sprint-task`, `sprint-task-icon`,
 * `sprint-task-done`) and busy times (`sprint-busy`), rounded corners and a focus ring. The frame
 * scrolls (give it `tabIndex={0}`, `role="region"` and an `aria-label`, so the keyboard can scroll
 * it too); the calendar inside grows to its full height. `stickyAllDay` keeps the all-day row of
 * a day or week grid in view. The library does not depend on FullCalendar: the frame only styles
 * what the calendar renders into it.
 */
export const EventCalendarFrame = forwardRef<HTMLDivElement, EventCalendarFrameProps>(
  function EventCalendarFrame({ stickyAllDay = false, ...props }, ref) {
    return (
      <Root
        ref={ref}
        data-slot="event-calendar-frame"
        data-sticky-all-day={stickyAllDay ? 'true' : undefined}
        {...props}
      />
    );
  },
);
