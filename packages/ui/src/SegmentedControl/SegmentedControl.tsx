import {
  createContext,
  forwardRef,
  useContext,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { styled } from 'styled-components';
import { Button, type ButtonProps } from '../Button';

export type SegmentedControlProps<Value extends string = string> = Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'onChange' | 'defaultValue'
> & {
  /** The pressed item's value. Controlled: the control shows what the page says. */
  value: Value;
  /** Called with an item's value when it is pressed (not when the pressed one is pressed again). */
  onValueChange: (value: Value) => void;
  /** `SegmentedControlItem`s. Name the group with `aria-label` ('Ansicht'). */
  children: ReactNode;
};

export type SegmentedControlItemProps = Omit<
  ButtonProps,
  'value' | 'variant' | 'size' | 'asChild' | 'aria-pressed'
> & {
  /** What the item stands for; the control's `value` when it is pressed. */
  value: string;
};

type SegmentedContext = { value: string; onValueChange: (value: string) => void };

const Context = createContext<SegmentedContext | null>(null);

const Root = styled.div`
  display: inline-flex;
  padding: var(--space-0-5);
  border-radius: var(--radius-md);
  background: var(--color-muted);

  & > [data-slot='segmented-control-item'][aria-pressed='true'] {
    background: var(--color-background);
    box-shadow: var(--shadow-sm);
  }
`;

function SegmentedControlImpl<Value extends string>(
  { value, onValueChange, children, ...props }: SegmentedControlProps<Value>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  return (
    <Context.Provider value={{ value, onValueChange: onValueChange as (value: string) => void }}>
      <Root ref={ref} role="group" data-slot="segmented-control" {...props}>
        {children}
      </Root>
    </Context.Provider>
  );
}

/**
 * A few views of the same thing, one of them shown: 'Monat', 'Woche', 'Tag', 'Liste' over a
 * calendar. A named `group` of buttons on a muted track; the pressed one (`aria-pressed="true"`)
 * is lifted onto the background. Each button is a tab stop of its own and works with Enter and
 * Space, like any button. Controlled by `value` and `onValueChange`, typically from the address.
 */
// `forwardRef` drops the type parameter; the cast gives callers the typed values back.
export const SegmentedControl = forwardRef(SegmentedControlImpl) as <Value extends string = string>(
  props: SegmentedControlProps<Value> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;

/** One choice of a `SegmentedControl`: a small ghost button, pressed while it is the value. */
export const SegmentedControlItem = forwardRef<HTMLButtonElement, SegmentedControlItemProps>(
  function SegmentedControlItem({ value, onClick, ...props }, ref) {
    const context = useContext(Context);
    if (!context) throw new Error('SegmentedControlItem belongs inside a SegmentedControl.');
    const pressed = context.value === value;
    return (
      <Button
        ref={ref}
        type="button"
        variant="ghost"
        size="sm"
        {...props}
        data-slot="segmented-control-item"
        data-value={value}
        aria-pressed={pressed}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented && !pressed) context.onValueChange(value);
        }}
      />
    );
  },
);
