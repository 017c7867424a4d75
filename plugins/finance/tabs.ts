import { HeaderTabBlueprint } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';
import { BASE, WHEN } from './routes';

/**
 * The 财务 tab (spec §2.3) in its two variants: the agency side's opens the `?agency=true`
 * overview, the owners' the owner overview. Each takes the gate of its variant of the overview
 * page by reference (spec §6).
 */
export const TABS = [
  HeaderTabBlueprint.make({
    name: 'agency-finance',
    label: M.subApp,
    to: `${BASE}/home/?agency=true`,
    match: [BASE],
    order: 40,
    when: WHEN.agencySide,
  }),
  HeaderTabBlueprint.make({
    name: 'owner-finance',
    label: M.subApp,
    to: `${BASE}/home/`,
    match: [BASE],
    order: 40,
    when: WHEN.owner,
  }),
];
