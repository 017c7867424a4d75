import { type When } from '@portico/sdk';
import { AGENCY_OR_OPERATOR } from '@portico/ui';
import { HeaderTabBlueprint, TAB_ANCHORS } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';
import { BASE, PAGES, WHEN } from './routes';

const OPERATOR: When = { accountType: 'operator' };
const ADMIN: When = { role: 'ADMIN' };

/**
 * This sub-app's header tabs (spec §2.3), gated by the pages they open: 工具箱 (agencies with
 * `agency=true`, owners, operators with menu 927 and the toolbox flag; the toolbox flyout hangs
 * under it by its anchor), and the operators' 修改密码 — a dropdown with 批量修改密码 for ADMIN.
 */
export const TABS = [
  HeaderTabBlueprint.make({
    name: 'agency-toolbox',
    label: M.subApp,
    to: PAGES.refs.home.href({ agency: 'true' }),
    match: [BASE],
    anchor: TAB_ANCHORS.toolbox,
    order: 50,
    when: { all: [WHEN.toolbox, AGENCY_OR_OPERATOR] },
  }),
  HeaderTabBlueprint.make({
    name: 'owner-toolbox',
    label: M.subApp,
    to: PAGES.refs.home.path,
    match: [BASE],
    anchor: TAB_ANCHORS.toolbox,
    order: 50,
    when: { all: [WHEN.toolbox, { accountType: 'owner' }] },
  }),
  HeaderTabBlueprint.make({
    name: 'operator-password',
    label: M.titles['/changepwd'],
    to: PAGES.refs.changePassword.href({ agency: 'true' }),
    match: [PAGES.refs.changePassword.path],
    order: 60,
    when: { all: [WHEN.loggedIn, OPERATOR, { not: ADMIN }] },
  }),
  HeaderTabBlueprint.make({
    name: 'operator-admin-password',
    label: M.titles['/changepwd'],
    to: PAGES.refs.changePassword.href({ agency: 'true' }),
    match: [PAGES.refs.changePassword.path, PAGES.refs.batchPassword.path],
    order: 60,
    when: { all: [WHEN.batchPassword, OPERATOR] },
    items: [
      { label: M.titles['/changepwd'], to: PAGES.refs.changePassword.href({ agency: 'true' }) },
      { label: M.titles['/agencyMultChangPassword'], to: PAGES.refs.batchPassword.href({ agency: 'true' }) },
    ],
  }),
];
