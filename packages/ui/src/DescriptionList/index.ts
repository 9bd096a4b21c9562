export { DescriptionList, descriptionListVariants } from './DescriptionList';
export type {
  DescriptionListProps,
  DescriptionListItem,
  DescriptionListLayout,
} from './DescriptionList';
