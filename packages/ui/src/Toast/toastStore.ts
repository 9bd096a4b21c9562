import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../theme/constants';
import type { ToastVariant } from './Toast';

/**
 * The button a toast may offer ("Rückgängig"). Data rather than an element, so `toast()` can be
 * called from plain modules; `altText` is what screen readers hear in its place.
 */
export type ToastActionOptions = {
  label: string;
  altText: string;
  onClick: () => void;
};

/** What a caller passes to `toast()` and `update()`. */
export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionOptions;
  variant?: ToastVariant;
  /**
   * How long the toast stays, in milliseconds; `Infinity` keeps it until it is closed. By default
   * `TOAST_ACTION_DURATION_MS` (10 s) for a toast with an `action`, `TOAST_DURATION_MS` (5 s)
   * otherwise. Radix pauses the time while the pointer or focus is on the toasts.
   */
  duration?: number;
};

/** A toast as the store holds it. `open: false` = dismissed, still kept until it is removed. */
export type ToasterToast = ToastOptions & {
  id: string;
  open: boolean;
};

export type ToastState = { toasts: ToasterToast[] };

export type ToastStoreAction =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; id: string; toast: ToastOptions }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/**
 * Pure: no timers, no listeners (shadcn's reducer schedules its removal timers in here, which
 * makes it impure and schedules again on every dismiss). Without an id, dismiss and remove apply
 * to all toasts.
 */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'add':
      // The newest toast goes first; the limit (one) means it replaces whatever was shown.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
        ),
      };
    case 'remove':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

const initialState: ToastState = { toasts: [] };

// Module-level on purpose: `toast()` must work from anywhere (a mutation's onError, a plain
// module), and every `<Toaster />` / `useToast()` reads the same list.
let state = initialState;
let idCounter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * The removal timer lives here, in the dispatch layer. A dismissed toast stays in the list (with
 * `open: false`) for `TOAST_REMOVE_DELAY_MS`, so Radix can play its exit animation and screens
 * can still read it; one timer per id, never rescheduled by a second dismiss.
 */
function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: ToastStoreAction) {
  state = toastReducer(state, action);

  if (action.type === 'dismiss') {
    for (const toast of state.toasts) {
      if (action.id === undefined || toast.id === action.id) scheduleRemoval(toast.id);
    }
  }
  // Toasts that left the list (removed, or pushed out by the limit) need no timer any more.
  for (const [id, timer] of removalTimers) {
    if (!state.toasts.some((toast) => toast.id === id)) {
      clearTimeout(timer);
      removalTimers.delete(id);
    }
  }

  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return state;
}

/** Dismisses one toast, or all of them without an id. */
function dismiss(id?: string) {
  dispatch({ type: 'dismiss', id });
}

export type ToastHandle = {
  id: string;
  /** Changes the shown toast in place (e.g. "Export läuft …" → "Export abgeschlossen"). */
  update: (options: ToastOptions) => void;
  dismiss: () => void;
};

function showToast(options: ToastOptions): ToastHandle {
  idCounter += 1;
  const id = String(idCounter);
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return {
    id,
    update: (next) => dispatch({ type: 'update', id, toast: next }),
    dismiss: () => dismiss(id),
  };
}

/**
 * Shows a toast. A plain function, callable outside React; a mounted `<Toaster />` renders it.
 * `toast.dismiss()` closes all toasts, `toast.dismiss(id)` one.
 */
export const toast = Object.assign(showToast, { dismiss });

export type UseToastResult = {
  toasts: ToasterToast[];
  toast: typeof toast;
  dismiss: (id?: string) => void;
};

/** The current toasts, re-rendering on every change, plus the functions to show and dismiss. */
export function useToast(): UseToastResult {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss };
}

/**
 * Tests only (not in the public barrel): empties the store, cancels pending removals and restarts
 * the ids, so one test's toasts and timers cannot leak into the next. Listeners stay, since
 * mounted components still hold their subscriptions.
 */
export function resetToastStore() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  idCounter = 0;
  state = initialState;
  for (const listener of listeners) listener();
}
