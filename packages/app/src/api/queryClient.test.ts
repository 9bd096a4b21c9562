import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { shouldRetry } from './queryClient';

/** A tRPC client error as the link builds it from a server reply. */
function replyError(httpStatus: number, code: string) {
  return TRPCClientError.from({
    error: { message: 'x', code: -32000, data: { code, httpStatus } },
  });
}

describe('shouldRetry', () => {
  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [400, 'BAD_REQUEST'],
    [412, 'PRECONDITION_FAILED'],
  ])('takes %i (%s) as final', (status, code) => {
    expect(shouldRetry(0, replyError(status, code))).toBe(false);
  });

  it('tries a server error and a lost connection once more (spec §9: retry 1)', () => {
    expect(shouldRetry(0, replyError(500, 'INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(shouldRetry(1, replyError(500, 'INTERNAL_SERVER_ERROR'))).toBe(false);
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, offline)).toBe(false);
  });
});
