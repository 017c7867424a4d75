import { apiPath, http, paramsOf, type RequestHandler } from '@portico/dev';

/** Test helper: records the parameters of every POST to `path` as sent, then lets the dev API answer. */
export function wire(path: string): {
  readonly calls: Array<Record<string, string>>;
  readonly handler: RequestHandler;
} {
  const calls: Array<Record<string, string>> = [];
  const handler = http.post(apiPath(path), async ({ request }) => {
    calls.push(await paramsOf(request));
  });
  return { calls, handler };
}

/** Test helper: `YYYY-MM-DD` of today plus `offset` days, in the browser's time zone. */
export function dayFromToday(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
