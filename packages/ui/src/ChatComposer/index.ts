export {
  CHAT_COMPOSER_COUNT_SHARE,
  CHAT_COMPOSER_TEXTS,
  ChatComposer,
  chatComposerTooLongMessage,
} from './ChatComposer';
export type { ChatComposerProps } from './ChatComposer';
