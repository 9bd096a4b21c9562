/** Large enough for a batch of 100 LinkedIn threads, small enough to refuse abuse early. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Procedure calls in one batched request. */
export const MAX_BATCH_SIZE = 25;
