import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorSuppression, isSuppressed } from './suppressErrors';

describe('isSuppressed', () => {
  it('matches the three messages of spec §8, in strings and errors', () => {
    expect(isSuppressed('[plugin:runtime-error-plugin] boom')).toBe(true);
    expect(isSuppressed(new TypeError('options.onMessage is not a function'))).toBe(true);
    expect(
      isSuppressed({ message: 'Channel denied access based on given capability', code: 40160 }),
    ).toBe(true);
  });

  it('lets everything else through', () => {
    expect(isSuppressed(new Error('Lead nicht gefunden.'))).toBe(false);
    expect(isSuppressed('')).toBe(false);
    expect(isSuppressed(undefined)).toBe(false);
    expect(isSuppressed(42)).toBe(false);
  });
});

describe('installErrorSuppression', () => {
  let remove: (() => void) | undefined;
  afterEach(() => remove?.());

  it('drops suppressed console errors and keeps the rest', () => {
    const original = vi.fn();
    console.error = original;
    remove = installErrorSuppression(window);
    console.error(new Error('options.onMessage is not a function'));
    console.error('Echter Fehler');
    expect(original).toHaveBeenCalledTimes(1);
    expect(original).toHaveBeenCalledWith('Echter Fehler');
  });

  it('stops suppressed unhandled rejections before other listeners', () => {
    remove = installErrorSuppression(window);
    const later = vi.fn();
    window.addEventListener('unhandledrejection', later);
    const suppressed = new Event('unhandledrejection', {
      cancelable: true,
    }) as PromiseRejectionEvent;
    Object.defineProperty(suppressed, 'reason', {
      value: new Error('Channel denied access based on given capability'),
    });
    window.dispatchEvent(suppressed);
    const real = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
    Object.defineProperty(real, 'reason', { value: new Error('kaputt') });
    window.dispatchEvent(real);
    expect(suppressed.defaultPrevented).toBe(true);
    expect(later).toHaveBeenCalledTimes(1);
    window.removeEventListener('unhandledrejection', later);
  });
});
