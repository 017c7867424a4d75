import { describe, expect, it, vi } from 'vitest';
import { apiPath, handlersFetch, http, ok } from '@portico/dev';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import { DefaultRequestService, readCookie } from './default-request-service';
import { capPage, pageSizeOf } from './page-limit';

const ORIGIN = 'http://localhost:3000';
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));

/** A request service over the dev API helpers, answering `/list` with `answer` and recording overflows. */
function service(answer: unknown) {
  const overflows: Array<[string, number, number]> = [];
  const wire = handlersFetch([http.all(apiPath('/v3/list'), () => ok(answer))], ORIGIN);
  const request = new DefaultRequestService(
    new DefaultNotifierService(),
    new DefaultNavigationService({ href: `${ORIGIN}/markets/`, origin: ORIGIN, assign: () => {}, open: () => {} }),
    {
      token: () => 'dev-owner',
      multiAccessId: () => null,
      place: (url) => requestPlace(createUrlPolicy(ORIGIN), url),
      saveFile: () => undefined,
      now: () => 1,
      pageOverflow: (path, received, size) => void overflows.push([path, received, size]),
    },
    wire.fetch,
  );
  return { request, overflows };
}

describe('a list renders at most the page it asked for (issue 24)', () => {
  it('reads the page size a call sent: pageSize, pageCount (msg/query) or pageEntity.pageSize (help)', () => {
    expect(pageSizeOf({ pageNum: 1, pageSize: 10 })).toBe(10);
    expect(pageSizeOf({ page: 2, pageCount: '10' })).toBe(10);
    expect(pageSizeOf({ pageEntity: { pageNum: 1, pageSize: 50 } })).toBe(50);
    expect(pageSizeOf({ pageSize: 0 })).toBeNull();
    expect(pageSizeOf({ pageSize: 'ten' })).toBeNull();
    expect(pageSizeOf({ keyword: 'x' })).toBeNull();
  });

  it('cuts the list of an answer — the answer itself, or its list, items, records or rows — and keeps the rest', () => {
    expect(capPage(many(3), 2)).toEqual({ data: many(2), received: 3 });
    for (const key of ['list', 'items', 'records', 'rows'])
      expect(capPage({ [key]: many(20_000), total: 20_000 }, 10)).toEqual({
        data: { [key]: many(10), total: 20_000 },
        received: 20_000,
      });
    const fits = { list: many(10), total: 10 };
    expect(capPage(fits, 10).data).toBe(fits);
    expect(capPage(null, 10)).toEqual({ data: null, received: 0 });
    expect(capPage({ summary: { a: 1 } }, 10)).toEqual({ data: { summary: { a: 1 } }, received: 0 });
  });

  it('the request service gives a paged call at most its page and reports the breach once per path', async () => {
    const { request, overflows } = service({ items: many(20_000), totalCount: 20_000 });
    const first = await request.call<{ items: unknown[] }>('/v3/list', { page: 1, pageCount: 10 });
    expect(first.items).toHaveLength(10);
    const again = await request.post<{ items: unknown[] }>('/v3/list', { pageNum: 2, pageSize: 10 });
    expect(again.items).toHaveLength(10);
    expect(overflows).toEqual([['/v3/list', 20_000, 10]]);
  });

  it('leaves calls that ask for no page alone', async () => {
    const { request, overflows } = service({ items: many(500) });
    expect((await request.call<{ items: unknown[] }>('/v3/list', { keyword: 'x' })).items).toHaveLength(500);
    expect(overflows).toEqual([]);
  });

  it('the runtime reports it to the reporter as PORTICO_E_PAGE_OVERFLOW with the call path', async () => {
    const { createPortalRuntime } = await import('../portal');
    const { reporterRef } = await import('../reporter');
    const { requestRef } = await import('./request-service');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wire = handlersFetch([http.all(apiPath('/v3/list'), () => ok({ list: many(30) }))], ORIGIN);
    const rt = createPortalRuntime({
      location: { href: `${ORIGIN}/markets/`, origin: ORIGIN, assign: () => {}, open: () => {} },
      cookies: () => 'adstk=dev-owner',
      fetch: wire.fetch,
      now: () => Date.now(),
      saveFile: () => undefined,
    });
    const report = vi.spyOn(rt.container.resolve(reporterRef), 'report');
    const request = rt.container.resolve(requestRef);
    await request.call('/v3/list', { pageNum: 1, pageSize: 10 });
    await request.call('/v3/list', { pageNum: 2, pageSize: 10 });
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0][0]).toMatchObject({ key: 'PORTICO_E_PAGE_OVERFLOW', target: '/v3/list' });
    expect(report.mock.calls[0][0].msg).toContain('/v3/list answered 30 items for a page of 10');
    expect(warn).toHaveBeenCalledOnce();
    await rt.dispose();
    warn.mockRestore();
  });
});

describe('readCookie', () => {
  it('reads a cookie, and a value that is not valid percent-encoding as none (never a URIError)', () => {
    expect(readCookie('a=1; adstk=dev-owner', 'adstk')).toBe('dev-owner');
    expect(readCookie('adstk=dev%2Downer', 'adstk')).toBe('dev-owner');
    expect(readCookie('adstk=dev-owner%zz', 'adstk')).toBeNull();
    expect(readCookie('other=%zz', 'adstk')).toBeNull();
  });
});
