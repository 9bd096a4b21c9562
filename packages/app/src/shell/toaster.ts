// A module of its own to import lazily: `import('@sprint/ui')` would turn the whole library into
// one namespace object in the first chunk.
export { Toaster } from '@sprint/ui';
