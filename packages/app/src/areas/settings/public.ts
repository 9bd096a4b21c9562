/** What other areas may use of the settings: a link to it. */
export const SETTINGS_HREF = '/app/settings';
