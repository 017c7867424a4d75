import { definePlugin, RouteBlueprint, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { ACCOUNT_MANAGE_WHEN, AGENCY_HOME_WHEN, NAMESPACE } from './routes';

/** The manage sub-app (spec §2.2 "Home and manage"), the default sub-app. */
export default definePlugin({
  id: 'manage',
  title: '推广管理',
  contributes: [
    SubAppBlueprint.make({ name: 'manage', namespace: NAMESPACE, title: M.subApp, default: true }),
    ...RouteBlueprint.many(NAMESPACE, () => import('./pages'), [
      { path: '/', title: M.home, pick: (m) => m.OwnerHome },
      { path: '/IndexManage', title: M.home, pick: (m) => m.OwnerHome },
      { path: '/agency/home', title: M.agencyHome, pick: (m) => m.AgencyHome, when: AGENCY_HOME_WHEN },
      { path: '/agency/Home', title: M.agencyHome, pick: (m) => m.AgencyHome, when: AGENCY_HOME_WHEN },
      { path: '/agency/AccountManage', title: M.accountManage, pick: (m) => m.AccountManage, when: ACCOUNT_MANAGE_WHEN },
      { path: '/agency/ClientManage', title: M.clientManage, pick: (m) => m.ClientManage, when: ACCOUNT_MANAGE_WHEN },
      { path: '/agency/OperatorManage', title: M.operatorManage, pick: (m) => m.OperatorManage, when: ACCOUNT_MANAGE_WHEN },
      { path: '/PlanManage', title: M.planManage, pick: (m) => m.PlanManage },
      { path: '/GroupManage', title: M.groupManage, pick: (m) => m.GroupManage },
      { path: '/CreativeManage', title: M.creativeManage, pick: (m) => m.CreativeManage },
    ]),
  ],
});
