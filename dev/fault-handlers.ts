import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { ok, scenarioOf } from './envelope';

/** Dev-only endpoints that misbehave on request, for fault injection in tests and by hand. */
export const DEV_FAULT_API = {
  /** `?code=405|401|403|409|404|500…&msg=&status=&body=html|empty|malformed&delay=ms` */
  fault: '/dev-api/fault',
  /** Answers `{ code: 0 }` after `?delay=` ms (default 6000, over the reporter's slow threshold). */
  slow: '/dev-api/slow',
} as const;

/** The longest `?delay=` honoured, so a typo cannot hang a test run. */
export const MAX_DEV_DELAY_MS = 60_000;

/** Default texts of the business codes the shell handles (spec §8). */
const DEFAULT_TEXT: Readonly<Record<number, string>> = {
  405: '访问次数达到上限，请明天再试',
  401: '您没有该操作的权限',
  403: '登录已失效，请重新登录',
  409: '账号已在其他设备登录',
  500: '服务器开小差了',
};

/** The code a scenario gets without `?code=`: logged out → 403, push users → 401, others 405. */
function defaultCode(request: Request): number {
  const scenario = scenarioOf(request);
  if (!scenario) return 403;
  return scenario.name === 'push-user' ? 401 : 405;
}

const delayOf = (query: URLSearchParams, fallback: number) => {
  const ms = Number(query.get('delay') ?? fallback);
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_DEV_DELAY_MS) : 0;
};

/** `?status=` when it is a status that may carry a body, else 200. */
function statusOf(query: URLSearchParams): number {
  const status = Number(query.get('status') ?? 200);
  return Number.isInteger(status) && status >= 200 && status <= 599 && ![204, 205, 304].includes(status) ? status : 200;
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>';

/** Dev API for fault injection: {@link DEV_FAULT_API}. Any method. */
export const faultHandlers: RequestHandler[] = [
  http.all(`*${DEV_FAULT_API.fault}`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const wait = delayOf(query, 0);
    if (wait) await delay(wait);
    const status = statusOf(query);
    switch (query.get('body')) {
      case 'html':
        return new HttpResponse(HTML_PAGE, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
      case 'empty':
        return new HttpResponse('', { status });
      case 'malformed':
        return new HttpResponse('{"code":0,"data":{"items":[', {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
    }
    const code = Number(query.get('code') ?? defaultCode(request));
    return HttpResponse.json({ code, msg: query.get('msg') ?? DEFAULT_TEXT[code] ?? '', data: null }, { status });
  }),
  http.all(`*${DEV_FAULT_API.slow}`, async ({ request }) => {
    await delay(delayOf(new URL(request.url).searchParams, 6000));
    return ok({ slow: true });
  }),
];
