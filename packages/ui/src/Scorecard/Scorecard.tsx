import { forwardRef, type LiHTMLAttributes, type OlHTMLAttributes, type ReactNode } from 'react';
import { Circle, CircleCheck, CircleX } from 'lucide-react';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

/** The German words of a scorecard, for the app's tests and its own copies of them. */
export const SCORECARD_TEXTS = {
  passed: 'Erfüllt:',
  failed: 'Nicht erfüllt:',
  open: 'Kriterium:',
  /** A criterion not met, with nothing in the conversation that shows it. */
  notShown: 'Nicht gezeigt',
  quote: 'Zitat',
} as const;

/** 'Gewicht 3': how much a criterion counts. */
export function scorecardWeightLabel(weight: number): string {
  return `Gewicht ${weight}`;
}

export type ScorecardProps = OlHTMLAttributes<HTMLOListElement>;

export type ScorecardItemProps = Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> & {
  /** The yes/no question, e.g. 'Stellt sich mit Namen und Firma vor'. */
  text: ReactNode;
  /** How much it counts towards the percentage (shown as 'Gewicht 3'). */
  weight: number;
  /**
   * The result of an evaluated call: `true` a green check, `false` a red cross. Left out, the
   * row is a criterion of the scorecard as defined, without a result.
   */
  passed?: boolean;
  /**
   * What the person said that shows it, shown in German quotation marks („…“). Null or left
   * out for a criterion not met: 'Nicht gezeigt'.
   */
  quote?: string | null;
  /** More at the end of the row's first line (a keyword list, an action). */
  extra?: ReactNode;
};

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  --scorecard-tone: var(--color-muted-foreground);

  display: grid;
  grid-template-columns: var(--size-icon-lg) minmax(0, 1fr);
  gap: var(--space-1) var(--space-3);
  padding: var(--space-3) 0;
  border-bottom: var(--border-width) solid var(--color-border);

  &:last-child {
    border-bottom: 0;
  }

  & > svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
    color: var(--scorecard-tone);
  }

  &[data-state='passed'] {
    --scorecard-tone: var(--color-success-text);
  }

  &[data-state='failed'] {
    --scorecard-tone: var(--color-destructive-text);
  }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--space-1) var(--space-3);
`;

const Text = styled.span`
  flex: 1 1 16rem;
  min-width: 0;
  font-weight: var(--font-weight-medium);
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Weight = styled.span`
  padding: 0 var(--space-1-5);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-full);
  background: var(--color-muted);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-medium);
  font-variant-numeric: tabular-nums;
  line-height: var(--line-height-normal);
  white-space: nowrap;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: var(--space-3);
  border-left: 2px solid var(--scorecard-tone);
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  font-style: italic;
  overflow-wrap: anywhere;
`;

const NotShown = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

/**
 * A call's scorecard: its yes/no criteria, each with its weight and, once evaluated, whether it
 * was met and the words that show it. An ordered list: name it with `aria-label` or
 * `aria-labelledby`.
 */
export const Scorecard = forwardRef<HTMLOListElement, ScorecardProps>(
  function Scorecard(props, ref) {
    return <List ref={ref} data-slot="scorecard" {...props} />;
  },
);

/**
 * One criterion: a green check or a red cross (said as 'Erfüllt:' or 'Nicht erfüllt:' before
 * the text), the text and 'Gewicht 3'; under it the quote in „…“, or 'Nicht gezeigt'.
 */
export const ScorecardItem = forwardRef<HTMLLIElement, ScorecardItemProps>(function ScorecardItem(
  { text, weight, passed, quote, extra, ...props },
  ref,
) {
  const state = passed === undefined ? 'open' : passed ? 'passed' : 'failed';
  const Icon = state === 'passed' ? CircleCheck : state === 'failed' ? CircleX : Circle;
  const hasQuote = typeof quote === 'string' && quote.trim() !== '';
  return (
    <Row ref={ref} data-slot="scorecard-item" data-state={state} {...props}>
      <Icon aria-hidden />
      <Body>
        <Line>
          <Text data-slot="scorecard-item-text">
            <VisuallyHidden>{SCORECARD_TEXTS[state]} </VisuallyHidden>
            {text}
          </Text>
          <Meta>
            <Weight data-slot="scorecard-item-weight">{scorecardWeightLabel(weight)}</Weight>
            {extra}
          </Meta>
        </Line>
        {hasQuote ? (
          <Quote data-slot="scorecard-item-quote">
            <VisuallyHidden>{SCORECARD_TEXTS.quote}: </VisuallyHidden>„{quote.trim()}“
          </Quote>
        ) : state === 'failed' ? (
          <NotShown data-slot="scorecard-item-not-shown">{SCORECARD_TEXTS.notShown}</NotShown>
        ) : null}
      </Body>
    </Row>
  );
});
