import type { When } from '@portico/sdk';
import { HeaderTabBlueprint } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';
import { BASE, WHEN } from './routes';

/** Spec §2.3, a header rule and no page gate: push users see no 数据 tab. */
const NOT_PUSH: When = { pushUser: false };

/**
 * The 数据 tab (spec §2.3) in its two variants: the agency side's opens the `?agency=true`
 * overview, the owners' the owner overview. Each takes the gate of its variant of the overview
 * page by reference (spec §6); the owners' adds the header's push-user rule.
 */
export const TABS = [
  HeaderTabBlueprint.make({
    name: 'agency-data',
    label: M.subApp,
    to: `${BASE}/?agency=true`,
    match: [BASE],
    order: 30,
    when: WHEN.agencySide,
  }),
  HeaderTabBlueprint.make({
    name: 'owner-data',
    label: M.subApp,
    to: `${BASE}/`,
    match: [BASE],
    order: 30,
    when: { all: [WHEN.owner, NOT_PUSH] },
  }),
];
