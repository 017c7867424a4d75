import { apiPath, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { VALIDATION_API } from './constants';

/** Dev API of the reminders: business validation status from the scenario (spec §3). */
export const reminderHandlers: RequestHandler[] = [
  http.post(
    apiPath(VALIDATION_API),
    withScenario((scenario) =>
      ok(scenario.validation ?? { status: 0, statusDesc: '无需验证', deadline: null, expired: false }),
    ),
  ),
];

export default reminderHandlers;
