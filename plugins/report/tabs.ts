import { HeaderTabBlueprint, OWNER_NOT_PUSH } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';
import { BASE, PAGES, WHEN } from './routes';

/**
 * The 数据 tab (spec §2.3) in its two variants: the agency side's opens the `?agency=true`
 * overview, the owners' the owner overview. Each takes the gate of its variant of the overview
 * page by reference (spec §6); the owners' is the header's owners who are not push users.
 */
export const TABS = [
  HeaderTabBlueprint.make({
    name: 'agency-data',
    label: M.subApp,
    to: PAGES.refs.overview.href({ agency: 'true' }),
    match: [BASE],
    order: 30,
    when: WHEN.agencySide,
  }),
  HeaderTabBlueprint.make({
    name: 'owner-data',
    label: M.subApp,
    to: PAGES.refs.overview.path,
    match: [BASE],
    order: 30,
    when: OWNER_NOT_PUSH,
  }),
];
