import { getResponse, HttpResponse, type RequestHandler } from 'msw';

/** A `fetch` answered in-process by MSW handlers, with every request it saw. */
export interface HandlersFetch {
  readonly fetch: typeof fetch;
  /** Copies of the requests, in order, with their bodies unread. */
  readonly requests: Request[];
}

/**
 * Answers `fetch` calls from MSW handlers without intercepting the network, the way the dev
 * server does (`getResponse`). Relative URLs resolve against `origin`; a request no handler
 * answers gets the dev server's 404 envelope; `HttpResponse.error()` rejects as a network failure. For core tests, which may not use `sdk/testing`.
 */
export function handlersFetch(handlers: readonly RequestHandler[], origin = 'http://localhost:3000'): HandlersFetch {
  const requests: Request[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : new URL(String(input), origin).href;
    const request = input instanceof Request ? new Request(input, init) : new Request(url, init);
    requests.push(request.clone());
    const signal = request.signal;
    const aborted = () => signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
    if (signal.aborted) throw aborted();
    // Like a real fetch, an abort rejects at once, even while a handler is still waiting.
    const abort = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(aborted()), { once: true }),
    );
    const response = await Promise.race([getResponse([...handlers], request), abort]);
    // `HttpResponse.error()` (a connection reset): a real fetch rejects.
    if (response?.type === 'error') throw new TypeError('Failed to fetch');
    return response ?? HttpResponse.json({ code: 404, msg: 'not found', data: null }, { status: 404 });
  };
  return { fetch: fetchImpl, requests };
}
