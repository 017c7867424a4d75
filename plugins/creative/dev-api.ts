import { apiPath, devState, fail, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { CREATIVE_API, LINK_BODY_FIELDS } from './api';
import { linkUrlProblem } from './link-url';

/**
 * The dev API's fault switch for the save: a creative name containing this text is refused with
 * a server error, so a failing save can be tried by hand and in the e2e suite.
 */
export const DEV_REFUSED_NAME = '保存失败演示';

/** What the dev API answers for a refused save (code 500 in the envelope). */
export const DEV_REFUSED_MESSAGE = '创意保存失败：系统繁忙，请稍后重试';

const FIRST_ID = 880_001;
/** The next id the save answers (from {@link FIRST_ID} again after `resetDevState`). */
const ids = devState({ next: FIRST_ID }, (s) => (s.next = FIRST_ID));

/**
 * Dev API of the creative form (our endpoint, see `api.ts`): checks the name and the link
 * addresses as a server would, refuses names with {@link DEV_REFUSED_NAME}, else answers a new id.
 */
export function createCreativeHandlers(): RequestHandler[] {
  return [
    http.post(
      apiPath(CREATIVE_API.save),
      withScenario(async (_scenario, request) => {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        const name = typeof body?.creativeName === 'string' ? body.creativeName.trim() : '';
        if (!name) return fail(1001, '创意名称不能为空');
        if (name.includes(DEV_REFUSED_NAME)) return fail(500, DEV_REFUSED_MESSAGE);
        for (const field of Object.values(LINK_BODY_FIELDS)) {
          const url = body?.[field];
          if (url !== undefined && (typeof url !== 'string' || linkUrlProblem(url) !== null))
            return fail(1002, '监测链接格式不正确');
        }
        return ok({ creativeId: ids.next++ });
      }),
    ),
  ];
}

export default createCreativeHandlers();
