export { CHAT_TRANSCRIPT_TEXTS, ChatTranscript } from './ChatTranscript';
export type { ChatTranscriptProps } from './ChatTranscript';
