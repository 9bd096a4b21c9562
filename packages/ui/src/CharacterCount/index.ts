export {
  CHARACTER_COUNT_NEAR_SHARE,
  CharacterCount,
  characterCountState,
  characterCountVariants,
} from './CharacterCount';
export type { CharacterCountProps, CharacterCountState } from './CharacterCount';
