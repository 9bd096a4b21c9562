import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn } from 'storybook/test';
import { TRPC_PATH } from '../api/trpc';

/**
 * A stand-in server for a page that should ask nothing (someone the server would refuse): every
 * tRPC request is recorded by its procedure paths and answered with a failure.
 */
export function requestRecorder() {
  const asked = fn();
  const record = ({ params }: { params: Record<string, unknown> }) => {
    asked(String(params.paths));
    return new HttpResponse(null, { status: 500 });
  };
  const handlers: HttpHandler[] = [
    http.get(`${TRPC_PATH}/:paths`, record),
    http.post(`${TRPC_PATH}/:paths`, record),
  ];
  return {
    handlers,
    /** For the story's `beforeEach`: what an earlier story asked does not count. */
    reset: () => asked.mockClear(),
    /** The page's requests go out on the next tick after it renders: give them the chance. */
    expectNothingAsked: async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(asked).not.toHaveBeenCalled();
    },
  };
}
