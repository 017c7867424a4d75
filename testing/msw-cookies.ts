import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/** The clean-up's own address (on the page's origin); no test or plugin calls it. */
export const COOKIES_PATH = '/__portico-test/cookies';

/**
 * Forgets the cookies that mocked responses set. MSW 2 puts every `Set-Cookie` of a mocked response
 * in `document.cookie` and also in a cookie jar of its own (module state, not exported), whose
 * cookies it appends to every later request to that origin: emptying `document.cookie` leaves
 * them. Files that share a module graph (`isolate: false`) share the jar, so an upload in one file
 * (`approve-营业执照.png`, the dev API's qualification cookie) made the owner of every later file
 * in that worker approved. This asks, through MSW's own handlers, which cookies a request to
 * `origin` carries (the names MSW parses, attributes such as `Path` among them), expires each with
 * a response of its own (MSW reads only the first cookie of a `Set-Cookie` it is handed), and asks
 * again: a cookie still sent is an error.
 *
 * The jar answers by host and path: what mocked responses set at `Path=/` on `origin` (all the dev
 * API sets) is reached; another origin's, or a deeper path's, is not. Leaves `server` with its
 * initial handlers (`resetHandlers`): call it before a file's own.
 */
export async function forgetMockedCookies(server: SetupServer, origin: string): Promise<void> {
  const url = `${origin}${COOKIES_PATH}`;
  server.use(
    http.get(url, ({ cookies }) => HttpResponse.json(Object.keys(cookies))),
    http.delete(url, ({ request }) => {
      const name = new URL(request.url).searchParams.get('name') ?? '';
      return new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': `${name}=; Max-Age=0; Path=/` } });
    }),
  );
  try {
    const names = async () => (await (await fetch(url)).json()) as string[];
    for (const name of await names()) await fetch(`${url}?name=${encodeURIComponent(name)}`, { method: 'DELETE' });
    const left = await names();
    if (left.length) throw new Error(`Cookies of mocked responses still sent to ${origin}: ${left.join(', ')}`);
  } finally {
    server.resetHandlers();
  }
}
