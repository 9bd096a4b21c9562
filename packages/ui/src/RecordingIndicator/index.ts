export { RecordingIndicator, recordingIndicatorVariants } from './RecordingIndicator';
export type { RecordingIndicatorProps, RecordingIndicatorState } from './RecordingIndicator';
