import { http, HttpResponse, type RequestHandler } from 'msw';
import { devState } from './dev-state';
import { apiPath, ok, paramsOf } from './envelope';
import { SCENARIOS } from './scenarios';

/** Reporter endpoints of the shipped `portal.config.json`, answered by the dev API. */
export const DEV_REPORTER_ENDPOINTS = {
  console: '/report/console',
  offline: '/offlineAuto',
  beacon: '/report/beacon',
  collect: '/report/collect',
  /** Dev only: what the endpoints above received. */
  inbox: '/dev-api/reports',
} as const;

/** What the dev reporter endpoints received, newest last. */
export interface ReporterInbox {
  readonly console: Array<Record<string, string>>;
  readonly beacons: Array<Record<string, string>>;
  readonly collect: Array<Record<string, string>>;
}

/** Console uploads are allowed for the scenario accounts' owner ids (`auto: true`), not for others. */
const KNOWN_UINS = new Set(Object.values(SCENARIOS).flatMap((s) => (s.info ? [String(s.info.ownerId)] : [])));

/**
 * Dev API of the error reporter (spec §7): `/offlineAuto`, the console endpoint, the image
 * beacon and the data-collection endpoint, each recording what it received in `inbox`
 * (readable as JSON at `GET /dev-api/reports`).
 */
export function createReporterHandlers(): { handlers: RequestHandler[]; inbox: ReporterInbox } {
  const inbox: ReporterInbox = devState({ console: [], beacons: [], collect: [] }, (i: ReporterInbox) => {
    i.console.length = 0;
    i.beacons.length = 0;
    i.collect.length = 0;
  });
  const handlers = [
    http.get(apiPath(DEV_REPORTER_ENDPOINTS.offline), ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (!query.get('id')) return HttpResponse.json({ code: 1, msg: '缺少参数 id', auto: false });
      return HttpResponse.json({ code: 0, msg: 'success', auto: KNOWN_UINS.has(query.get('uin') ?? '') });
    }),
    http.post(apiPath(DEV_REPORTER_ENDPOINTS.console), async ({ request }) => {
      const p = await paramsOf(request);
      if (p.type !== 'console' || !p.log) return HttpResponse.json({ code: 1, msg: '参数错误' }, { status: 400 });
      inbox.console.push(p);
      return HttpResponse.json({ code: 0, msg: 'success' });
    }),
    http.get(apiPath(DEV_REPORTER_ENDPOINTS.beacon), ({ request }) => {
      inbox.beacons.push(Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiPath(DEV_REPORTER_ENDPOINTS.collect), async ({ request }) => {
      inbox.collect.push(await paramsOf(request));
      return HttpResponse.json({ code: 0, msg: 'success' });
    }),
    http.get(apiPath(DEV_REPORTER_ENDPOINTS.inbox), () => ok(inbox)),
  ];
  return { handlers, inbox };
}
