import { matchRequestUrl } from 'msw';
import { onTestFinished } from 'vitest';
import { apiPath } from '@portico/dev';
import { testServer } from './msw-server';

/** One request a page sent, as {@link recordCalls} saw it. */
export interface RecordedCall<B = Record<string, string>> {
  /** `GET`, `POST` … */
  readonly method: string;
  readonly url: URL;
  /** The query string's parameters. */
  readonly params: Readonly<Record<string, string>>;
  /** The parsed body: JSON as sent (its text if it does not parse), any other body as form fields; `undefined` when empty. */
  readonly body: B;
}

/** The calls to one path, in the order they were sent; the list grows while the test runs. */
export interface RecordedCalls<B = Record<string, string>> extends ReadonlyArray<RecordedCall<B>> {
  /** The bodies alone, in order. */
  bodies(): B[];
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (!text) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text; // not JSON after all: the test sees what was sent
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Records every request the page sends to an API `path` (as the plugin's API constants give it,
 * any host; a trailing `*` takes the paths below it too) until the test ends: method, URL, query
 * parameters and parsed body. It listens on the test's MSW server without answering, so the dev
 * API or the test's own handlers answer as before, whatever their order. Call it inside a test.
 * @example const list = recordCalls(REPORT_API.list); … expect(list.bodies()).toEqual([{ pageNum: '1' }]);
 */
export function recordCalls<B = Record<string, string>>(path: string): RecordedCalls<B> {
  const calls: Array<RecordedCall<B>> = [];
  // Bodies are read asynchronously; one chain keeps the list in the order the requests went out.
  let queue = Promise.resolve();
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!matchRequestUrl(url, apiPath(path)).matches) return;
    const copy = request.clone();
    queue = queue.then(async () => {
      const body = (await bodyOf(copy)) as B;
      calls.push({ method: request.method, url, params: Object.fromEntries(url.searchParams), body });
    });
  };
  testServer.events.on('request:start', listener);
  onTestFinished(() => {
    testServer.events.removeListener('request:start', listener);
  });
  return Object.assign(calls, { bodies: () => calls.map((c) => c.body) });
}
