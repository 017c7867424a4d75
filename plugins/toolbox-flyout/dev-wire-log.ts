import { apiPath, http, type RequestHandler } from '@portico/dev';

/** One request as it went over the wire. */
export interface WireCall {
  readonly url: string;
  readonly contentType: string | null;
  readonly tk: string | null;
  readonly body: string;
}

/** Records every POST to `path` as sent, then lets the next handler answer. */
export function wireLog(path: string): { readonly calls: WireCall[]; readonly handler: RequestHandler } {
  const calls: WireCall[] = [];
  const handler = http.post(apiPath(path), async ({ request }) => {
    calls.push({
      url: request.url,
      contentType: request.headers.get('content-type'),
      tk: request.headers.get('tk'),
      body: await request.clone().text(),
    });
  });
  return { calls, handler };
}
