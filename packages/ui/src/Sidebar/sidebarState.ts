import { SIDEBAR_KEYBOARD_SHORTCUT, media } from '../theme/constants';

export const MOBILE_MEDIA_QUERY = media.mobile;

/** The stored open state, or null when nothing (readable) is stored. */
export function readStoredOpen(storageKey: string | null): boolean | null {
  if (!storageKey || typeof window === 'undefined') return null;
  try {
    const value = window.localStorage.getItem(storageKey);
    if (value === 'true') return true;
    if (value === 'false') return false;
    return null;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the sidebar still works.
    return null;
  }
}

export function writeStoredOpen(storageKey: string | null, open: boolean): void {
  if (!storageKey || typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(storageKey, String(open));
  } catch {
    // See readStoredOpen: not remembering is better than failing.
  }
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'url',
  'tel',
  'number',
  'date',
  'datetime-local',
  'month',
  'week',
  'time',
]);

/** True while the user is typing: Ctrl+B there means bold or a browser shortcut, not the sidebar. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target.closest('[contenteditable=""], [contenteditable="true"]') !== null;
}

/** Ctrl+B (Windows, Linux) or Cmd+B (macOS), without Shift or Alt, outside text fields. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat) return false;
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return false;
  if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return false;
  return !isTypingTarget(event.target);
}
