export { SplitView } from './SplitView';
export type { SplitViewProps } from './SplitView';
