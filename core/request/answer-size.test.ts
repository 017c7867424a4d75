import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIAGNOSTIC_HINTS } from '../diagnostics/hints';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { SIZE_LIMITS } from '../size-limits';
import { DefaultRequestService } from './default-request-service';
import { AnswerTooLargeError, readLimitedText } from './read-body';
import { ApiError, type CallRecord } from './request-service';

const ORIGIN = 'http://localhost:3000';
const encoder = new TextEncoder();

/** A body sent in `chunks` parts of `chunkBytes` each; `pulled()` tells how many parts were read. */
function streamed(chunks: number, chunkBytes: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  let cancelled = false;
  const part = encoder.encode('x'.repeat(chunkBytes));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(part);
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  return { response, pulled: () => pulled, cancelled: () => cancelled };
}

describe('readLimitedText', () => {
  it('reads an answer within the limit, multi-byte characters split across parts included', async () => {
    const bytes = encoder.encode('{"msg":"网络错误"}');
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const b of bytes) c.enqueue(new Uint8Array([b]));
        c.close();
      },
    });
    expect(await readLimitedText(new Response(body), 1000)).toBe('{"msg":"网络错误"}');
    expect(await readLimitedText(new Response(null), 1000)).toBe('');
  });

  it('refuses an announced Content-Length over the limit without reading the body', async () => {
    const { response, pulled, cancelled } = streamed(100, 1000, { 'Content-Length': '100000' });
    const err = await readLimitedText(response, 10_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnswerTooLargeError);
    expect(err).toMatchObject({ bytes: 100_000, limit: 10_000 });
    expect(pulled()).toBeLessThanOrEqual(1);
    expect(cancelled()).toBe(true);
  });

  it.each([
    ['no Content-Length (a chunked answer)', {}],
    [
      'a Content-Length below what arrives (a compressed answer announces its compressed size)',
      { 'Content-Length': '900' },
    ],
  ])('counts the bytes as they arrive with %s, and stops just past the limit', async (_, headers) => {
    const { response, pulled, cancelled } = streamed(100, 1000, headers);
    const err = await readLimitedText(response, 10_000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnswerTooLargeError);
    expect(pulled()).toBeLessThanOrEqual(12);
    expect(cancelled()).toBe(true);
  });

  it.each([
    ['a same-origin answer of exact length is read by the browser in one go', {}, 'basic', true],
    ['a compressed one is counted (its length is the compressed size)', { 'Content-Encoding': 'gzip' }, 'basic', false],
    ['a cross-origin one is counted (it may hide its encoding)', {}, 'cors', false],
  ])('%s', async (_, headers, type, whole) => {
    const response = new Response('{"a":1}', { headers: { 'Content-Length': '7', ...headers } });
    Object.defineProperty(response, 'type', { value: type });
    const text = vi.spyOn(response, 'text');
    expect(await readLimitedText(response, 100)).toBe('{"a":1}');
    expect(text.mock.calls.length > 0).toBe(whole);
  });

  it('an answer of exactly the limit is read', async () => {
    const { response } = streamed(10, 1000);
    expect((await readLimitedText(response, 10_000)).length).toBe(10_000);
  });
});

describe('DefaultRequestService: an answer over SIZE_LIMITS.answerBytes is refused unparsed', () => {
  afterEach(() => vi.restoreAllMocks());

  function setup(answer: () => Response) {
    const notifier = new DefaultNotifierService();
    const location = { href: `${ORIGIN}/markets/`, origin: ORIGIN, assign: () => {}, open: () => {} };
    const saved: string[] = [];
    const request = new DefaultRequestService(
      notifier,
      new DefaultNavigationService(location),
      {
        token: () => 'dev-owner',
        multiAccessId: () => null,
        place: (url) => requestPlace(createUrlPolicy(ORIGIN), url),
        saveFile: (_, name) => void saved.push(name),
        now: () => 0,
      },
      async () => answer(),
    );
    const calls: CallRecord[] = [];
    request.observe((r) => calls.push(r));
    const errors = () => notifier.notices.filter((n) => n.intent === 'error').map((n) => n.text);
    return { request, calls, errors, saved };
  }

  const MB = 1024 * 1024;
  const parts = SIZE_LIMITS.answerBytes / MB + 2;

  it('is 10 MB', () => expect(SIZE_LIMITS.answerBytes).toBe(10 * MB));

  it.each<[string, () => Response]>([
    [
      'announced by Content-Length',
      () => new Response('{}', { headers: { 'Content-Length': String(SIZE_LIMITS.answerBytes + 1) } }),
    ],
    ['streamed without Content-Length', () => streamed(parts, MB).response],
    ['streamed past a Content-Length that says less', () => streamed(parts, MB, { 'Content-Length': '2048' }).response],
  ])('%s: a Chinese error with the code, the call reported, JSON.parse never called', async (_, answer) => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const parse = vi.spyOn(JSON, 'parse');
    const { request, calls, errors } = setup(answer);
    const err = await request.call('/v3/manage/plan/list').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const message =
      '服务器返回的数据过大（超过 10 MB），已停止读取，请缩小查询范围后重试（PORTICO_E_ANSWER_TOO_LARGE）';
    expect(err).toMatchObject({ message, kind: 'parse', code: null });
    expect(errors()).toEqual([message]);
    expect(parse).not.toHaveBeenCalled();
    expect(calls).toMatchObject([{ url: '/v3/manage/plan/list', ok: false }]);
    // Logged once the (lazily loaded) hint table is here, with the hint.
    await vi.waitFor(() => expect(console).toHaveBeenCalled());
    expect(String(console.mock.calls[0][0])).toContain('PORTICO_E_ANSWER_TOO_LARGE');
    expect(String(console.mock.calls[0][0])).toContain('/v3/manage/plan/list');
    expect(console.mock.calls[0][1]).toBe(DIAGNOSTIC_HINTS.PORTICO_E_ANSWER_TOO_LARGE);
  });

  it('a downloaded file is saved, not parsed, and not limited', async () => {
    const { request, saved } = setup(() => streamed(parts, MB, { 'Content-Type': 'text/csv' }).response);
    await request.call('/v3/report/data/export', {}, { mode: 'download', fileName: '报表.csv' });
    expect(saved).toEqual(['报表.csv']);
  });
});
