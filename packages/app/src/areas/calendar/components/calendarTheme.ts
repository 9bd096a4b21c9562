import { css } from 'styled-components';

/**
 * FullCalendar's 'breezy' theme in Sprint's colours: its palette variables read our tokens, so
 * light and dark follow the app's theme. Set on the calendar's frame rather than `:root`: nothing
 * else on the page is touched. Our own marks: tasks (dashed, in the success colour, with a check
 * icon), finished tasks (struck through) and the connected calendar's busy times (striped).
 */
export const calendarTheme = css`
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

  font-family: var(--font-sans);
  font-size: var(--font-size-sm);

  & .sprint-task {
    outline: var(--border-width) dashed var(--fc-event-color);
    outline-offset: -1px;
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
      color-mix(in srgb, var(--color-muted-foreground) 18%, transparent) 0 6px,
      color-mix(in srgb, var(--color-muted-foreground) 6%, transparent) 6px 12px
    ) !important;
    color: var(--color-foreground);
    font-size: var(--font-size-xs);
    opacity: 1 !important;
  }

  & [role='button']:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 1px;
  }
`;
