import { apiPath, devState, http, ok, paramsOf, sessionOf, withScenario, type RequestHandler } from '@portico/dev';
import { BANNER_API } from './constants';
import { bannersOf } from './dev-fixtures';

/**
 * Dev API of the top banner (spec §7): `banner/query` answers the scenario's banners (windows
 * around now, in seconds) without those the session invalidated; `banner/invalid` records
 * `messageIds` (comma-separated) per session (the `tk` token). Call again for a fresh state.
 */
export function createBannerHandlers(now: () => number = () => Date.now()): RequestHandler[] {
  const invalid = devState(new Map<string, Set<number>>());
  const invalidOf = (request: Request) => {
    const token = sessionOf(request);
    let set = invalid.get(token);
    if (!set) invalid.set(token, (set = new Set()));
    return set;
  };
  return [
    http.post(
      apiPath(BANNER_API.query),
      withScenario((scenario, request) => {
        const gone = invalidOf(request);
        const at = Math.floor(now() / 1000);
        return ok(
          bannersOf(scenario.name)
            .filter((b) => !gone.has(b.messageId))
            .map((b) => ({
              messageId: b.messageId,
              message: b.message,
              priority: b.priority,
              beginPlayTime: at + b.fromHours * 3600,
              endPlayTime: at + b.toHours * 3600,
            })),
        );
      }),
    ),
    http.post(
      apiPath(BANNER_API.invalid),
      withScenario(async (_scenario, request) => {
        const { messageIds = '' } = await paramsOf(request);
        const gone = invalidOf(request);
        for (const id of messageIds.split(',')) if (Number.isFinite(Number(id)) && id) gone.add(Number(id));
        return ok(null);
      }),
    ),
  ];
}

export default createBannerHandlers();
