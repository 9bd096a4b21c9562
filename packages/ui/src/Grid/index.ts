export { Grid, gridVariants } from './Grid';
export type { GridProps, GridGap } from './Grid';
