import type { RequestHandler } from '@portico/dev';
import { createAccountHandlers } from './dev-account-api';
import { createMaterialHandlers } from './dev-material-api';

/** Dev API of the manage sub-app (every handler its area's; the paths are in `api.ts`). */
export const manageHandlers: RequestHandler[] = [...createAccountHandlers(), ...createMaterialHandlers()];

export default manageHandlers;
