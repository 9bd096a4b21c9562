export { Prose, proseVariants } from './Prose';
export type { ProseAlign, ProseProps, ProseSize, ProseTone } from './Prose';
