// A module of its own to import lazily: `import('@sprint/ui')` would turn the whole library into
// one namespace object in the first chunk. The library's Toaster keeps toasts with an action
// ('Rückgängig') on screen for the spec's 10 s.
export { Toaster } from '@sprint/ui';
