import {
  Children,
  forwardRef,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type UIEvent,
  type WheelEvent,
} from 'react';
import { ArrowDown } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { cx } from '../lib/cx';

/** The German words of the transcript. */
export const CHAT_TRANSCRIPT_TEXTS = {
  jumpToEnd: 'Zum Ende springen',
} as const;

export type ChatTranscriptProps = Omit<HTMLAttributes<HTMLDivElement>, 'aria-label'> & {
  /** The log's name ('Unterhaltung mit dem Assistenten'). */
  'aria-label': string;
  /** An answer is being written: `aria-busy`, so screen readers announce it once it is done. */
  busy?: boolean;
  /** What shows while there are no messages (a greeting, conversation starters). */
  empty?: ReactNode;
  /** The `ChatMessage`s, oldest first. */
  children?: ReactNode;
};

/** Within this distance of the end (px), the view counts as at the end. */
const END_TOLERANCE = 4;

function distanceToEnd(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

const Frame = styled.div`
  /* The width of the column of messages; a page may set another in the frame's style. */
  --chat-transcript-width: 48rem;

  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: calc(var(--focus-ring-width) * -1);
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  box-sizing: border-box;
  width: 100%;
  max-width: var(--chat-transcript-width);
  min-height: 100%;
  margin: 0 auto;
  padding: var(--space-4);

  &[data-empty='true'] {
    justify-content: center;
  }
`;

const Jump = styled(Button)`
  position: absolute;
  bottom: var(--space-4);
  left: 50%;
  border-radius: var(--radius-full);
  box-shadow: var(--shadow-md);
  transform: translateX(-50%);
`;

/**
 * The conversation with the assistant: a scrolling `role="log"` that fills its parent's height
 * (give the parent a height and `display: flex; flex-direction: column`). It stays at the end
 * while answers grow, as long as the reader has not scrolled up; scrolled up, nothing moves
 * under them, and 'Zum Ende springen' takes them back. A new message at the end brings the
 * view back there. The log itself is focusable, so the keyboard scrolls it.
 *
 * `className` and `style` go to the frame around the log; the other attributes and the ref go
 * to the log.
 */
export const ChatTranscript = forwardRef<HTMLDivElement, ChatTranscriptProps>(
  function ChatTranscript(
    { busy = false, empty, children, className, style, onScroll, onWheel, ...props },
    ref,
  ) {
    const logRef = useRef<HTMLDivElement>(null);
    const contentRef = useRef<HTMLDivElement>(null);
    // Whether the view follows the end: true until the reader scrolls up, again once they
    // are back at the end. A ref, not state: the observers read it without re-rendering.
    const pinnedRef = useRef(true);
    const lastTopRef = useRef(0);
    // The state twin of `pinnedRef`, for the button: shown only while the view does not follow.
    // (Not 'away from the end': while following, a growth can lie between a scroll event and the
    // observer catching up, and the button would flash.)
    const [following, setFollowing] = useState(true);

    useImperativeHandle(ref, () => logRef.current as HTMLDivElement);

    const stickToEnd = useCallback(() => {
      const log = logRef.current;
      if (!log) return;
      log.scrollTop = log.scrollHeight;
      lastTopRef.current = log.scrollTop;
    }, []);

    // Growth of the content (a streamed answer, a new message) and of the log itself (the
    // composer below shrinks): one read and one write per change, after layout.
    useLayoutEffect(() => {
      const log = logRef.current;
      const content = contentRef.current;
      if (!log || !content) return;
      const observer = new ResizeObserver(() => {
        if (!pinnedRef.current && distanceToEnd(log) <= END_TOLERANCE) {
          // The content shrank to the view while the reader was up: follow again.
          pinnedRef.current = true;
          setFollowing(true);
        }
        if (pinnedRef.current) stickToEnd();
      });
      observer.observe(content);
      observer.observe(log);
      return () => observer.disconnect();
    }, [stickToEnd]);

    // A message appended at the end (the user sent one) brings the view back to the end; older
    // messages loaded at the top do not. Read from the DOM, so messages may come wrapped in
    // components of the caller's.
    useLayoutEffect(() => {
      const content = contentRef.current;
      if (!content) return;
      let last = content.lastElementChild;
      const observer = new MutationObserver(() => {
        if (content.lastElementChild === last) return;
        last = content.lastElementChild;
        pinnedRef.current = true;
        setFollowing(true);
        stickToEnd();
      });
      observer.observe(content, { childList: true });
      return () => observer.disconnect();
    }, [stickToEnd]);

    function handleScroll(event: UIEvent<HTMLDivElement>) {
      onScroll?.(event);
      const log = event.currentTarget;
      const top = log.scrollTop;
      const isAtEnd = distanceToEnd(log) <= END_TOLERANCE;
      if (isAtEnd) pinnedRef.current = true;
      // Upwards, and not by us (we only ever scroll down): the reader wants to read back.
      else if (top < lastTopRef.current) pinnedRef.current = false;
      lastTopRef.current = top;
      setFollowing(pinnedRef.current);
    }

    function handleWheel(event: WheelEvent<HTMLDivElement>) {
      onWheel?.(event);
      const log = event.currentTarget;
      // A turn of the wheel upwards while the answer grows: let go at once, even before the
      // scroll event, so the next growth does not pull the view back down.
      if (event.deltaY < 0 && log.scrollHeight > log.clientHeight) pinnedRef.current = false;
    }

    function handleJump() {
      const log = logRef.current;
      if (!log) return;
      pinnedRef.current = true;
      setFollowing(true);
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      log.scrollTo({ top: log.scrollHeight, behavior: reduceMotion ? 'auto' : 'smooth' });
      // The button goes away; focus waits in the log instead of falling to the page.
      log.focus({ preventScroll: true });
    }

    const isEmpty = Children.toArray(children).length === 0;

    return (
      <Frame
        data-slot="chat-transcript"
        className={cx('sprint-chat-transcript', className)}
        style={style}
      >
        <Log
          ref={logRef}
          role="log"
          // Focusable, so the keyboard can scroll it (arrow keys, Page Up/Down).
          tabIndex={0}
          aria-busy={busy || undefined}
          data-slot="chat-transcript-log"
          {...props}
          onScroll={handleScroll}
          onWheel={handleWheel}
        >
          <Content
            ref={contentRef}
            data-slot="chat-transcript-content"
            data-empty={isEmpty ? 'true' : undefined}
          >
            {isEmpty ? empty : children}
          </Content>
        </Log>
        {following ? null : (
          // Outside the log: its appearing is no message to announce.
          <Jump variant="outline" size="sm" onClick={handleJump} data-slot="chat-transcript-jump">
            <ArrowDown aria-hidden />
            {CHAT_TRANSCRIPT_TEXTS.jumpToEnd}
          </Jump>
        )}
      </Frame>
    );
  },
);
