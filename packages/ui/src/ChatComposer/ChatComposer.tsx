import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type FormHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ArrowUp, CircleAlert, Square } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { CharacterCount } from '../CharacterCount';
import { Label } from '../Label';
import { cx } from '../lib/cx';
import { visuallyHidden } from '../lib/visuallyHidden';
import { Tooltip, TooltipContent, TooltipTrigger } from '../Tooltip';

/** The German words of the composer. */
export const CHAT_COMPOSER_TEXTS = {
  label: 'Nachricht',
  send: 'Senden',
  stop: 'Anhalten',
  starters: 'Vorschläge',
} as const;

/** Above this share of `maxLength`, the character count shows under the field. */
export const CHAT_COMPOSER_COUNT_SHARE = 0.8;

const numberFormat = new Intl.NumberFormat('de-DE');

/** 'Die Nachricht darf höchstens 20.000 Zeichen lang sein.' */
export function chatComposerTooLongMessage(maxLength: number): string {
  return `Die Nachricht darf höchstens ${numberFormat.format(maxLength)} Zeichen lang sein.`;
}

export type ChatComposerProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'id'
> & {
  /** The text in the field (controlled). */
  value: string;
  /** Called with the new text on every change. */
  onValueChange: (value: string) => void;
  /**
   * Called with the text on Enter or 'Senden', unless it is empty, too long, `disabled` or an
   * answer is `streaming`. The caller sends it and clears `value`.
   */
  onSubmit: (value: string) => void;
  /** An answer is being written: 'Anhalten' takes the place of 'Senden'; Enter sends nothing. */
  streaming?: boolean;
  /** Called by 'Anhalten'. */
  onStop?: () => void;
  /** The field's name, 'Nachricht' by default. */
  label?: string;
  /** The label only for screen readers (a placeholder says what to do on screen). */
  hideLabel?: boolean;
  placeholder?: string;
  /** The most characters a message may have, 20.000 by default (UTF-16 units, as zod counts). */
  maxLength?: number;
  /** Nothing can be written or sent; the field stays focusable, so `disabledReason` is read. */
  disabled?: boolean;
  /** Why it is disabled: the field's description, shown under it. */
  disabledReason?: ReactNode;
  /** A small line under the composer ('Gesendet wird nur, was du hier siehst, an …'). */
  note?: ReactNode;
  /** Conversation starters, shown as buttons above the field while `showStarters`. */
  starters?: string[];
  showStarters?: boolean;
  /** Called with the starter's text when one is chosen. */
  onStarter?: (text: string) => void;
  /** The textarea's id (for a label elsewhere, tests); a generated one by default. */
  id?: string;
};

const supportsFieldSizing =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports('field-sizing', 'content')
    : false;

const Root = styled.form`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
`;

const FieldLabel = styled(Label)`
  &[data-visually-hidden='true'] {
    ${visuallyHidden}
  }
`;

const Starters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Starter = styled(Button)`
  height: auto;
  min-height: var(--size-control-sm);
  padding-block: var(--space-1-5);
  border-radius: var(--radius-full);
  line-height: var(--line-height-tight);
  white-space: normal;
  text-align: start;
`;

const Box = styled.div`
  --chat-composer-border: var(--color-input);
  --chat-composer-ring: var(--color-ring);

  display: flex;
  align-items: flex-end;
  gap: var(--space-2);
  min-width: 0;
  padding: var(--space-2);
  border: var(--border-width) solid var(--chat-composer-border);
  border-radius: var(--radius-xl);
  background: var(--color-background);
  box-shadow: var(--shadow-sm);
  cursor: text;

  &:has(textarea:focus-visible) {
    outline: var(--focus-ring-width) solid var(--chat-composer-ring);
    outline-offset: 2px;
  }

  &[data-invalid='true'] {
    --chat-composer-border: var(--color-destructive);
    --chat-composer-ring: var(--color-destructive);
  }

  &[data-disabled='true'] {
    background: var(--color-muted);
    cursor: not-allowed;
  }
`;

const Field = styled.textarea`
  flex: 1;
  min-width: 0;
  /* Grows with the text up to eight lines, then scrolls. */
  max-height: calc(8lh + 2 * var(--space-1-5));
  margin: 0;
  padding: var(--space-1-5) var(--space-2);
  border: 0;
  background: transparent;
  color: var(--color-foreground);
  /* Not smaller: phones zoom into fields with type under 16 px. */
  font-size: var(--font-size-base);
  line-height: var(--line-height-normal);
  field-sizing: content;
  resize: none;
  overflow-y: auto;

  &::placeholder {
    color: var(--color-muted-foreground);
    opacity: 1;
  }

  /* The box around shows the focus. */
  &:focus-visible {
    outline: none;
  }

  &[aria-disabled='true'] {
    color: var(--color-muted-foreground);
    cursor: not-allowed;
  }
`;

const SendButton = styled(Button)`
  border-radius: var(--radius-full);

  &[data-action='stop'] svg {
    fill: currentColor;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-1) var(--space-3);
  min-width: 0;
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);

  & [data-slot='character-count'] {
    margin-left: auto;
  }
`;

const Description = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--space-1-5);
  margin: 0;
  color: var(--color-destructive-text);
  font-weight: var(--font-weight-medium);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    margin-top: calc((var(--font-size-xs) * var(--line-height-normal) - var(--size-icon-sm)) / 2);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);
  text-align: center;
`;

/**
 * Where the user writes to the assistant: a labelled field that grows up to eight lines, with
 * a round send button inside. Enter sends, Shift+Enter starts a new line (an input method's
 * Enter that confirms a word sends nothing). While an answer streams, 'Anhalten' replaces
 * 'Senden'. Empty text or text over `maxLength` is not sent: the button stays focusable but
 * does nothing (`aria-disabled`); from 80 % of the limit a character count shows, over it the
 * field is invalid with the message under it. Conversation starters go above the field.
 *
 * The ref is the textarea's (to focus it); other attributes go to the `form`.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(
  function ChatComposer(
    {
      value,
      onValueChange,
      onSubmit,
      streaming = false,
      onStop,
      label = CHAT_COMPOSER_TEXTS.label,
      hideLabel = false,
      placeholder,
      maxLength = 20_000,
      disabled = false,
      disabledReason,
      note,
      starters = [],
      showStarters = false,
      onStarter,
      id,
      className,
      ...props
    },
    ref,
  ) {
    const generatedId = useId();
    const fieldId = id ?? generatedId;
    const reasonId = `${fieldId}-reason`;
    const countId = `${fieldId}-count`;
    const errorId = `${fieldId}-error`;
    const fieldRef = useRef<HTMLTextAreaElement>(null);
    useImperativeHandle(ref, () => fieldRef.current as HTMLTextAreaElement);

    const hasReason =
      disabled && disabledReason !== undefined && disabledReason !== null && disabledReason !== '';
    const showCount = value.length > maxLength * CHAT_COMPOSER_COUNT_SHARE;
    const tooLong = value.length > maxLength;
    const isBlank = value.trim() === '';
    const canSend = !disabled && !streaming && !isBlank && !tooLong;
    const describedBy = [hasReason ? reasonId : null, showCount ? countId : null]
      .concat(tooLong ? errorId : null)
      .filter(Boolean)
      .join(' ');

    // Browsers without `field-sizing` (Firefox, older Safari): measure the text once per change.
    useLayoutEffect(() => {
      const field = fieldRef.current;
      if (!field || supportsFieldSizing) return;
      field.style.height = 'auto';
      field.style.height = `${field.scrollHeight}px`;
    }, [value]);

    function submit() {
      if (canSend) onSubmit(value);
    }

    function handleSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      submit();
    }

    function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
      if (event.key !== 'Enter' || event.shiftKey) return;
      // The Enter that confirms a word of an input method (Japanese, Chinese, …) is not ours;
      // Safari reports it as key code 229 after the composition has ended.
      if (event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229) return;
      event.preventDefault();
      submit();
    }

    const action = streaming ? 'stop' : 'send';
    const actionLabel = streaming ? CHAT_COMPOSER_TEXTS.stop : CHAT_COMPOSER_TEXTS.send;

    return (
      <Root
        noValidate
        data-slot="chat-composer"
        data-streaming={streaming ? 'true' : undefined}
        className={cx('sprint-chat-composer', className)}
        {...props}
        onSubmit={handleSubmit}
      >
        {showStarters && starters.length > 0 ? (
          <Starters
            role="group"
            aria-label={CHAT_COMPOSER_TEXTS.starters}
            data-slot="chat-composer-starters"
          >
            {starters.map((starter) => (
              <Starter
                key={starter}
                variant="outline"
                size="sm"
                aria-disabled={disabled || undefined}
                onClick={() => {
                  if (!disabled) onStarter?.(starter);
                }}
              >
                {starter}
              </Starter>
            ))}
          </Starters>
        ) : null}
        <FieldLabel
          htmlFor={fieldId}
          data-visually-hidden={hideLabel ? 'true' : undefined}
          data-slot="chat-composer-label"
        >
          {label}
        </FieldLabel>
        <Box
          data-slot="chat-composer-box"
          data-invalid={tooLong ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
          // A click on the frame around the field (beside the text) still puts the caret in it.
          onClick={(event) => {
            if (event.target === event.currentTarget) fieldRef.current?.focus();
          }}
        >
          <Field
            ref={fieldRef}
            id={fieldId}
            rows={1}
            value={value}
            placeholder={placeholder}
            enterKeyHint="send"
            // Not `disabled`: a disabled field cannot be focused, and its reason not read.
            readOnly={disabled}
            aria-disabled={disabled || undefined}
            aria-invalid={tooLong || undefined}
            aria-describedby={describedBy || undefined}
            data-slot="chat-composer-field"
            onChange={(event) => {
              if (!disabled) onValueChange(event.target.value);
            }}
            onKeyDown={handleKeyDown}
          />
          <Tooltip>
            <TooltipTrigger asChild>
              <SendButton
                // One button for both, so focus stays on it when sending turns into stopping.
                type={streaming ? 'button' : 'submit'}
                size="icon"
                aria-label={actionLabel}
                aria-disabled={streaming ? undefined : !canSend || undefined}
                data-action={action}
                data-slot="chat-composer-action"
                onClick={
                  streaming
                    ? () => {
                        onStop?.();
                      }
                    : undefined
                }
              >
                {streaming ? <Square aria-hidden /> : <ArrowUp aria-hidden />}
              </SendButton>
            </TooltipTrigger>
            <TooltipContent aria-hidden>{actionLabel}</TooltipContent>
          </Tooltip>
        </Box>
        {hasReason || tooLong || showCount ? (
          <Below data-slot="chat-composer-below">
            {hasReason ? (
              <Description id={reasonId} data-slot="chat-composer-reason">
                {disabledReason}
              </Description>
            ) : null}
            {tooLong ? (
              // An alert: said once as the text goes over the limit, not on every keystroke.
              <ErrorText id={errorId} role="alert" data-slot="chat-composer-error">
                <CircleAlert aria-hidden />
                {chatComposerTooLongMessage(maxLength)}
              </ErrorText>
            ) : null}
            {showCount ? (
              <CharacterCount id={countId} count={value.length} limit={maxLength} />
            ) : null}
          </Below>
        ) : null}
        {note !== undefined && note !== null && note !== '' ? (
          <Note data-slot="chat-composer-note">{note}</Note>
        ) : null}
      </Root>
    );
  },
);
