/**
 * The storage limits' numbers (ADR 027), without imports: the configuration reads the default
 * quota from here.
 */

/** A company's storage when STORAGE_QUOTA_BYTES says nothing else: 10 GB. */
export const DEFAULT_STORAGE_QUOTA_BYTES = 10 * 1024 ** 3;

/** Uploads a person may have started and not finished (nor given up) at once. */
export const MAX_UNFINISHED_UPLOADS = 5;

/** An unfinished upload is removed a day after it started; its part URLs expire with it. */
export const UNFINISHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
