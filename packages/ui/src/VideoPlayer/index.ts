export { VideoPlayer, VIDEO_LOAD_ERROR } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { DEFAULT_PLAYBACK_RATES, formatPlaybackRate, resumePosition } from './playback';
