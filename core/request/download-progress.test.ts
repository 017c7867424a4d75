import { describe, expect, it } from 'vitest';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { DefaultRequestService } from './default-request-service';
import { ApiError } from './request-service';

const ORIGIN = 'http://localhost:3000';
const encoder = new TextEncoder();

/**
 * A fetch whose answer is a file sent in `parts`, one part each time `next()` is called, and which,
 * as a browser does, errors the body when the call's signal aborts.
 */
function streamingFetch(parts: readonly string[], headers: Record<string, string> = {}) {
  let pull: (() => void) | null = null;
  const step = () => new Promise<void>((resolve) => (pull = resolve));
  const fetchImpl: typeof fetch = async (_input, init) => {
    const signal = init?.signal;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        for (const part of parts) {
          await step();
          if (signal?.aborted) return;
          controller.enqueue(encoder.encode(part));
        }
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });
  };
  const next = async () => {
    // Let the reader ask for the next part, then hand it over.
    for (let i = 0; i < 20 && !pull; i++) await new Promise((r) => setTimeout(r, 0));
    const go = pull as (() => void) | null;
    pull = null;
    go?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { fetchImpl, next };
}

function setup(fetchImpl: typeof fetch) {
  const notifier = new DefaultNotifierService();
  const downloads: Array<{ blob: Blob; fileName: string }> = [];
  const location = {
    href: `${ORIGIN}/markets/report/`,
    origin: ORIGIN,
    assign: () => undefined,
    open: () => undefined,
  };
  const request = new DefaultRequestService(
    notifier,
    new DefaultNavigationService(location),
    {
      token: () => 'dev-owner',
      multiAccessId: () => null,
      place: (url) => requestPlace(createUrlPolicy(ORIGIN), url),
      saveFile: (blob, fileName) => void downloads.push({ blob, fileName }),
      now: () => Date.now(),
    },
    fetchImpl,
  );
  return { request, notifier, downloads };
}

describe('DefaultRequestService: download progress and cancel', () => {
  it('reports the bytes of a download as they arrive, against the announced size, then saves the file', async () => {
    const parts = ['日期,消耗\n', '2026-11-01,1.00\n', '2026-11-02,2.00\n'];
    const size = parts.reduce((n, p) => n + encoder.encode(p).byteLength, 0);
    const { fetchImpl, next } = streamingFetch(parts, { 'Content-Length': String(size) });
    const { request, downloads } = setup(fetchImpl);
    const seen: Array<[number, number | null]> = [];
    const done = request.call(
      '/v3/report/export',
      {},
      {
        mode: 'download',
        fileName: 'a.csv',
        onProgress: (loaded, total) => seen.push([loaded, total]),
      },
    );
    for (let i = 0; i < parts.length + 1; i++) await next();
    await done;
    expect(seen[0]).toEqual([0, size]);
    expect(seen.at(-1)).toEqual([size, size]);
    expect(seen.length).toBe(parts.length + 1);
    expect(downloads).toHaveLength(1);
    expect(await downloads[0].blob.text()).toBe(parts.join(''));
  });

  it('gives a null total when the server announces no size', async () => {
    const { fetchImpl, next } = streamingFetch(['a,b\n']);
    const { request } = setup(fetchImpl);
    const seen: Array<number | null> = [];
    const done = request.call('/x', {}, { mode: 'download', onProgress: (_l, total) => seen.push(total) });
    await next();
    await next();
    await done;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((t) => t === null)).toBe(true);
  });

  it('an abort while the body arrives rejects as aborted, saves nothing and shows nothing', async () => {
    const { fetchImpl, next } = streamingFetch(['a\n', 'b\n', 'c\n'], { 'Content-Length': '6' });
    const { request, downloads, notifier } = setup(fetchImpl);
    const controller = new AbortController();
    let loaded = 0;
    const done = request.call(
      '/x',
      {},
      {
        mode: 'download',
        signal: controller.signal,
        onProgress: (l) => (loaded = l),
      },
    );
    await next();
    expect(loaded).toBe(2);
    controller.abort();
    const error = await done.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('aborted');
    expect(downloads).toHaveLength(0);
    expect(notifier.notices).toHaveLength(0);
  });
});
