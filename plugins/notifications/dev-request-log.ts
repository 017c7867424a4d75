import { apiPath, http, paramsOf, type RequestHandler } from '@portico/dev';

/** Test helper: records the parameters of every POST to `path`, then lets the next handler answer. */
export function requestLog(path: string): {
  readonly calls: Array<Record<string, string>>;
  readonly handler: RequestHandler;
} {
  const calls: Array<Record<string, string>> = [];
  const handler = http.post(apiPath(path), async ({ request }) => {
    calls.push(await paramsOf(request));
    // No response: MSW falls through to the dev API handler.
  });
  return { calls, handler };
}
