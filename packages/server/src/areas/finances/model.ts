/**
 * The finances' face for the app (`@sprint/server/finances`): the vocabulary and the inputs. Two
 * modules behind it, so a bundle that needs only the vocabulary (the sidebar's rule on the first
 * paint) leaves zod and the inputs out (`sideEffects: false`).
 */
export * from './vocabulary';
export * from './inputs';
