import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Mic } from 'lucide-react';
import { Button } from '@sprint/ui';

const isTalkKey = (key: string) => key === ' ' || key === 'Enter';

export type PushToTalkButtonProps = {
  listening: boolean;
  onStart: () => void;
  onStop: () => void;
  /** The hint read with the button (how to hold it), by id. */
  'aria-describedby'?: string;
};

/**
 * 'Sprechen': held down with the mouse, a finger, Space or Enter, the browser listens; let go,
 * it stops. Assistive technology that can only click (no key or pointer held) turns it on and
 * off with each click instead. `aria-pressed` says whether it listens.
 */
export function PushToTalkButton({
  listening,
  onStart,
  onStop,
  'aria-describedby': describedBy,
}: PushToTalkButtonProps) {
  // Set while a pointer or a key holds the button: the click that follows is not a toggle.
  const held = useRef<'pointer' | 'key' | null>(null);

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    held.current = 'pointer';
    // Let go outside the button still ends the talking.
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic one) cannot be captured: no matter.
    }
    onStart();
  };
  const handlePointerUp = () => {
    if (held.current === 'pointer') onStop();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isTalkKey(event.key)) return;
    // No click from the key: holding is the gesture, not pressing.
    event.preventDefault();
    if (event.repeat || held.current) return;
    held.current = 'key';
    onStart();
  };
  const handleKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isTalkKey(event.key) || held.current !== 'key') return;
    event.preventDefault();
    held.current = null;
    onStop();
  };
  const handleClick = () => {
    if (held.current === 'pointer') {
      held.current = null;
      return;
    }
    if (listening) onStop();
    else onStart();
  };

  return (
    <Button
      type="button"
      variant={listening ? 'default' : 'outline'}
      aria-pressed={listening}
      aria-describedby={describedBy}
      data-slot="push-to-talk"
      onPointerDown={handlePointerDown}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onKeyDown={handleKeyDown}
      onKeyUp={handleKeyUp}
      onClick={handleClick}
      onBlur={() => {
        if (held.current === 'key') {
          held.current = null;
          onStop();
        }
      }}
      // Held down, not tapped: a long press opens no menu.
      onContextMenu={(event) => event.preventDefault()}
    >
      <Mic aria-hidden />
      Sprechen
    </Button>
  );
}
