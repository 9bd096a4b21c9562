import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSidebarShortcut, isTypingTarget, readStoredOpen, writeStoredOpen } from './sidebarState';

function keydown(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('isSidebarShortcut', () => {
  it('accepts Ctrl+B and Cmd+B', () => {
    expect(isSidebarShortcut(keydown({ key: 'b', ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(keydown({ key: 'b', metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(keydown({ key: 'B', ctrlKey: true }))).toBe(true);
  });

  it('ignores B alone, with Shift or Alt, and auto-repeat', () => {
    expect(isSidebarShortcut(keydown({ key: 'b' }))).toBe(false);
    expect(isSidebarShortcut(keydown({ key: 'b', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(keydown({ key: 'b', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(keydown({ key: 'b', ctrlKey: true, repeat: true }))).toBe(false);
    expect(isSidebarShortcut(keydown({ key: 'n', ctrlKey: true }))).toBe(false);
  });

  it('ignores events another handler already took', () => {
    const event = keydown({ key: 'b', ctrlKey: true });
    event.preventDefault();
    expect(isSidebarShortcut(event)).toBe(false);
  });

  it('ignores Ctrl+B while typing in a text field', () => {
    const input = document.createElement('input');
    expect(isSidebarShortcut(keydown({ key: 'b', ctrlKey: true }, input))).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it.each(['text', 'search', 'email', 'password', 'number', 'url', 'tel'])(
    'is true for input type=%s',
    (type) => {
      const input = document.createElement('input');
      input.type = type;
      expect(isTypingTarget(input)).toBe(true);
    },
  );

  it('is true for textarea, select and editable content', () => {
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.append(inner);
    expect(isTypingTarget(inner)).toBe(true);
  });

  it('is false for buttons, checkboxes and the page', () => {
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('stored open state', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('round-trips true and false', () => {
    writeStoredOpen('test.sidebar', false);
    expect(readStoredOpen('test.sidebar')).toBe(false);
    writeStoredOpen('test.sidebar', true);
    expect(readStoredOpen('test.sidebar')).toBe(true);
  });

  it('is null when nothing or garbage is stored, or persistence is off', () => {
    expect(readStoredOpen('test.sidebar')).toBeNull();
    window.localStorage.setItem('test.sidebar', 'vielleicht');
    expect(readStoredOpen('test.sidebar')).toBeNull();
    expect(readStoredOpen(null)).toBeNull();
  });

  it('survives blocked storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredOpen('test.sidebar')).toBeNull();
    expect(() => writeStoredOpen('test.sidebar', true)).not.toThrow();
  });
});
