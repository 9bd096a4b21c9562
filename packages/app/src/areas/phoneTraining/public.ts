/** What other areas may use of the phone training: a link to it. */
export const PHONE_TRAINING_HREF = '/app/telefon-training';
