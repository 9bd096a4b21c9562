export { FormGrid, FormGridItem, formGridItemVariants, formGridVariants } from './FormGrid';
export type {
  FormGridAlign,
  FormGridGap,
  FormGridItemAlign,
  FormGridItemProps,
  FormGridItemSpan,
  FormGridProps,
} from './FormGrid';
