export { FigureRow, figureRowVariants } from './FigureRow';
export type { FigureRowEmphasis, FigureRowProps } from './FigureRow';
