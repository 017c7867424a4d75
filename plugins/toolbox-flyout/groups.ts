import type { ToolboxGroupId } from './public';
import { MESSAGES } from './messages';

/** A group of the flyout (spec §3 "Toolbox group": name, icon). */
export interface ToolboxGroup {
  readonly id: ToolboxGroupId;
  readonly name: string;
  /** Name of a bundled icon (`ICONS` in icons.tsx). */
  readonly icon: string;
}

/** The five groups of spec §2.4, in its order. */
export const GROUPS: readonly ToolboxGroup[] = [
  { id: 'account', name: MESSAGES.groups.account, icon: 'PersonAccounts' },
  { id: 'targeting', name: MESSAGES.groups.targeting, icon: 'TargetArrow' },
  { id: 'creative', name: MESSAGES.groups.creative, icon: 'Sparkle' },
  { id: 'data', name: MESSAGES.groups.data, icon: 'DataTrending' },
  { id: 'delivery', name: MESSAGES.groups.delivery, icon: 'Wrench' },
];
