/** What other areas may use of the game: a link to it. */
export const GAME_HREF = '/app/game';
