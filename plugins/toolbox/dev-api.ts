import { apiPath, fail, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { accountHandlers } from './dev-account-api';
import { createOperationLogHandlers } from './dev-operation-log';
import { createWorkOrderHandlers } from './dev-work-orders';
import { SSO_TOKEN_API } from './flyout-entries';
import { DATA } from './routes';

/**
 * Dev API of the toolbox sub-app: the data-warehouse SSO token (spec §7) for accounts with the
 * SSO_LOGIN data permission, as the page and its flyout entry require; made up from the owner id.
 */
export const toolboxHandlers: RequestHandler[] = [
  http.post(
    apiPath(SSO_TOKEN_API),
    withScenario((s) =>
      s.dataTree.includes(DATA.SSO_LOGIN) ? ok(`sso-${s.info?.ownerId}`) : fail(401, '无数仓单点登录权限'),
    ),
  ),
  // Qualification, passwords and the batch password change (dev-account-api.ts).
  ...accountHandlers,
  // 工单管理: the ticket list and count (dev-work-orders.ts).
  ...createWorkOrderHandlers(),
  // 操作日志 (dev-operation-log.ts).
  ...createOperationLogHandlers(),
];

export default toolboxHandlers;
