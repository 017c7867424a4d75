import type { RequestHandler } from '@portico/dev';
import { createAccountHandlers } from './dev-account-api';
import { createMaterialHandlers } from './dev-material-api';
import { createTableHandlers } from './dev-tables';

/** Dev API of the manage sub-app (every handler its area's; the paths are in `api.ts`). */
export const manageHandlers: RequestHandler[] = [
  ...createAccountHandlers(),
  ...createMaterialHandlers(),
  ...createTableHandlers(),
];

export default manageHandlers;
