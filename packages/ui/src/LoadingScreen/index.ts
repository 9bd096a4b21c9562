export { LoadingScreen, loadingScreenVariants } from './LoadingScreen';
export type { LoadingScreenProps, LoadingScreenVariant } from './LoadingScreen';
