export { VideoStage } from './VideoStage';
export type { VideoStageProps } from './VideoStage';
