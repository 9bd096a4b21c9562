/** What the app may import of identity (`@sprint/server/platform/identity`): roles and labels. */
export * from './roles';
