import { HttpResponse } from 'msw';
import { readCookie } from '@portico/core';
import { SCENARIOS, scenarioFromToken, type ScenarioAccount } from './scenarios';

/** A handler path matching the API path on any origin (the dev server, jsdom, a proxy). */
export const apiPath = (path: string): string => `*${path}`;

/** `{ code: 0, msg: 'success', data }`. */
export const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

/** A non-success envelope. */
export const fail = (code: number, msg = '') => HttpResponse.json({ code, msg, data: null });

/**
 * The scenario account of a request (header `tk`, else the `adstk` cookie). A supervised session
 * acts for the owner only in a call with its `multiAccessId` header; without it the session is its
 * supervisor's (the agency's, after 返回代理商), as the real backend answers.
 */
export function scenarioOf(request: Request): ScenarioAccount | null {
  const scenario = scenarioFromToken(sessionOf(request));
  if (scenario?.supervisor && request.headers.get('multiAccessId') !== scenario.multiAccessId)
    return SCENARIOS[scenario.supervisor];
  return scenario;
}

/**
 * The session of a request: its token (header `tk`, else the `adstk` cookie), '' without one. What
 * a session changes in the dev API is kept under it, so sessions never see each other's changes.
 */
export function sessionOf(request: Request): string {
  return request.headers.get('tk') ?? readCookie(request.headers.get('cookie') ?? '', 'adstk') ?? '';
}

/**
 * Where a session's state for one account is kept: the session and the account it acts for (a
 * supervised session acts for the owner and for its agency).
 */
export const sessionKey = (scenario: ScenarioAccount, request: Request): string =>
  `${sessionOf(request)}:${scenario.name}`;

/** Reads form, JSON or query parameters of a request, whichever it carries. */
export async function paramsOf(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get('content-type') ?? '';
  const text = await request
    .clone()
    .text()
    .catch(() => '');
  if (!text) return out;
  if (type.includes('json')) {
    try {
      for (const [k, v] of Object.entries(JSON.parse(text) as Record<string, unknown>))
        out[k] = typeof v === 'string' ? v : JSON.stringify(v);
    } catch {
      // Bad JSON: treat as no parameters.
    }
  } else if (type.includes('x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(text)) out[k] = v;
  }
  return out;
}

/** Wraps a handler body: 403 when no scenario is logged in. */
export function withScenario(fn: (scenario: ScenarioAccount, request: Request) => Response | Promise<Response>) {
  return ({ request }: { request: Request }) => {
    const scenario = scenarioOf(request);
    return scenario ? fn(scenario, request) : fail(403, '登录已失效，请重新登录');
  };
}
