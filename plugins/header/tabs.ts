import type { When } from '@portico/sdk';
import { HeaderTabBlueprint, TAB_ANCHORS } from './extension-points';
import { LINKS, MENU } from './constants';
import { MESSAGES as M } from './messages';

const agency: When = { accountType: 'agency' };
const operator: When = { accountType: 'operator' };
const owner: When = { accountType: 'owner' };
const notPush: When = { pushUser: false };

/** Tabs by account type (spec §2.3, rights of §6). */
export const HEADER_TABS = [
  // Agency: all with agency=true.
  HeaderTabBlueprint.make({ name: 'agency-home', label: M.home, to: LINKS.agencyHome, match: ['/markets/manage/agency/home', '/markets/manage/agency/Home'], order: 10, when: agency }),
  HeaderTabBlueprint.make({ name: 'agency-account', label: M.accountManage, to: LINKS.agencyAccount, match: ['/markets/manage/agency/AccountManage', '/markets/manage/agency/ClientManage', '/markets/manage/agency/OperatorManage'], order: 20, when: { all: [agency, { menu: MENU.AGENCY_ACCOUNT_MANAGE }] } }),
  HeaderTabBlueprint.make({ name: 'agency-data', label: M.data, to: LINKS.agencyData, match: ['/markets/report'], order: 30, when: agency }),
  HeaderTabBlueprint.make({ name: 'agency-finance', label: M.finance, to: LINKS.agencyFinance, match: ['/markets/finance'], order: 40, when: agency }),
  HeaderTabBlueprint.make({ name: 'agency-toolbox', label: M.toolbox, to: LINKS.agencyToolbox, match: ['/markets/toolbox'], anchor: TAB_ANCHORS.toolbox, order: 50, when: agency }),

  // Agency operator: each tab only with its right.
  HeaderTabBlueprint.make({ name: 'operator-home', label: M.home, to: LINKS.agencyHome, match: ['/markets/manage/agency/home', '/markets/manage/agency/Home'], order: 10, when: { all: [operator, { role: ['ADMIN', 'ADS_MANAGE', 'TRANSFER'] }] } }),
  HeaderTabBlueprint.make({ name: 'operator-account', label: M.accountManage, to: LINKS.agencyAccount, match: ['/markets/manage/agency/AccountManage', '/markets/manage/agency/ClientManage', '/markets/manage/agency/OperatorManage'], order: 20, when: { all: [operator, { role: ['ADMIN', 'CUSTOMER_MANAGE', 'OPERATOR_MANAGE'] }] } }),
  HeaderTabBlueprint.make({ name: 'operator-data', label: M.data, to: LINKS.agencyData, match: ['/markets/report'], order: 30, when: { all: [operator, { role: ['ADMIN', 'ADS_MANAGE'] }] } }),
  HeaderTabBlueprint.make({ name: 'operator-finance', label: M.finance, to: LINKS.agencyFinance, match: ['/markets/finance'], order: 40, when: { all: [operator, { role: ['ADMIN', 'RECHARGE', 'TRANSFER'] }] } }),
  HeaderTabBlueprint.make({ name: 'operator-toolbox', label: M.toolbox, to: LINKS.agencyToolbox, match: ['/markets/toolbox'], anchor: TAB_ANCHORS.toolbox, order: 50, when: { all: [operator, { menu: MENU.TOOLBOX_AND_MESSAGE_PLATFORM }, { flag: 'toolboxEnabled' }] } }),
  HeaderTabBlueprint.make({ name: 'operator-password', label: M.changePassword, to: LINKS.operatorChangePassword, match: ['/markets/toolbox/changepwd'], order: 60, when: { all: [operator, { not: { role: 'ADMIN' } }] } }),
  HeaderTabBlueprint.make({
    name: 'operator-admin-password', label: M.changePassword,
    to: LINKS.operatorChangePassword,
    match: ['/markets/toolbox/changepwd', '/markets/toolbox/agencyMultChangPassword'],
    order: 60,
    when: { all: [operator, { role: 'ADMIN' }] },
    items: [
      { label: M.changePassword, to: LINKS.operatorChangePassword },
      { label: M.batchChangePassword, to: LINKS.operatorBatchPassword },
    ],
  }),

  // Advertiser owner.
  HeaderTabBlueprint.make({ name: 'owner-home', label: M.home, to: LINKS.ownerHome, match: ['/markets/manage/IndexManage', '/markets/manage/'], order: 10, when: owner }),
  HeaderTabBlueprint.make({ name: 'owner-promotion', label: M.promotion, to: LINKS.ownerPromotion, match: ['/markets/manage/PlanManage', '/markets/manage/GroupManage', '/markets/manage/CreativeManage', '/markets/creative'], order: 20, when: { all: [owner, notPush] } }),
  HeaderTabBlueprint.make({ name: 'owner-data', label: M.data, to: LINKS.ownerData, match: ['/markets/report'], order: 30, when: { all: [owner, notPush] } }),
  HeaderTabBlueprint.make({ name: 'owner-finance', label: M.finance, to: LINKS.ownerFinance, match: ['/markets/finance'], order: 40, when: owner }),
  HeaderTabBlueprint.make({ name: 'owner-toolbox', label: M.toolbox, to: LINKS.ownerToolbox, match: ['/markets/toolbox'], anchor: TAB_ANCHORS.toolbox, order: 50, when: owner }),
  HeaderTabBlueprint.make({ name: 'owner-brand', label: M.brandDelivery, to: LINKS.brandDelivery, external: true, order: 60, when: { all: [owner, { menu: MENU.BRAND_DELIVERY }, { multiAccess: false }, notPush] } }),
];
