export { TitleButton } from './TitleButton';
export type { TitleButtonProps } from './TitleButton';
