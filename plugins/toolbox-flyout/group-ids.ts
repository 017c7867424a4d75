/** The five groups of the flyout (spec §2.4), in its order. */
export const TOOLBOX_GROUPS = ['account', 'targeting', 'creative', 'data', 'delivery'] as const;
/** One of the flyout's groups. */
export type ToolboxGroupId = (typeof TOOLBOX_GROUPS)[number];
