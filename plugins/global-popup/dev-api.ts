import { apiPath, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { POPUP_API } from './constants';
import { popupsOf } from './dev-fixtures';

/** Dev API of the global popup (spec §7): `queryPop` with a JSON `{ menuId }` answers the scenario's popups. */
export const popupHandlers: RequestHandler[] = [
  http.post(
    apiPath(POPUP_API),
    withScenario(async (scenario, request) => {
      const body = (await request.json().catch(() => ({}))) as { menuId?: unknown };
      return ok(popupsOf(scenario.name, Number(body.menuId)));
    }),
  ),
];

export default popupHandlers;
