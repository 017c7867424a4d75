/** Id of this plugin (its storage namespace). */
export const PLUGIN_ID = 'help-assistant';

/** Spec §9 limits of the help assistant. */
export const HELP_LIMITS = {
  recommendationsPerPage: 5,
  questionsPerList: 50,
  suggestions: 5,
  debounceMs: 300,
  switchLockMs: 800,
  maxInput: 200,
  carouselHeightPx: 173,
  badgeCap: 99,
  workOrderDays: 30,
  dialogWidthPx: 600,
  /** Question-type tabs shown without scroll arrows. */
  tabsWithoutArrows: 5,
} as const;

const HELPER = '/v3/marketing/midstage/questionHelper';

/**
 * Calls of spec §7. `queryHotArticles` and `questionTypeList` are the spec's; the spec names the
 * other three only as `.../titlePageList`, `.../answerTheQuestion`, `.../questionResolve` — OURS:
 * under the question helper's prefix, like `questionTypeList`.
 */
export const HELP_API = {
  hotArticles: '/v3/marketing/midstage/helpCenter/queryHotArticles',
  questionTypes: `${HELPER}/questionTypeList`,
  titlePage: `${HELPER}/titlePageList`,
  answer: `${HELPER}/answerTheQuestion`,
  resolve: `${HELPER}/questionResolve`,
} as const;

/**
 * OURS: where the pictures of 常用功能 are served, one `<key>.svg` per item (spec §3 names the
 * convenient item's `img`, not its address); the plugin option `images` may name others.
 */
export const CONVENIENT_ICONS = '/v3/marketing/midstage/helpCenter/convenientIcons';

/** Spec §7 work-order calls (the to-be-confirmed option, messages off). */
export const TICKET_API = { list: '/v3/communal/ticket/list', count: '/v3/communal/ticket/count' } as const;
/** Spec §3 new scheme: 2 = to confirm — the progress the user has to look at. */
export const TO_CONFIRM_STATUS = 2;

/** Spec §3 answer feedback: 0 unresolved, 1 resolved, 2 awaiting. */
export const ANSWER_STATUS = { UNRESOLVED: 0, RESOLVED: 1, AWAITING: 2 } as const;

/** Storage names (ours): where the entry sits, and the work-order progress already seen. */
export const STORAGE = { position: 'position', seenWorkOrders: 'seenWorkOrders' } as const;

/**
 * OURS: the conversation is never shorter than this (eight lines of text), whatever the window;
 * the other parts of the dialog scroll instead.
 */
export const CHAT_MIN_HEIGHT_PX = 160;

/**
 * OURS: question-type tabs rendered at once. The type list is not paged by the server; beyond
 * this many types the strip pages within the client (the kit's pager), so a list of 20,000 types
 * renders one page of tabs and every type is still reached.
 */
export const TYPE_TABS_PER_PAGE = 20;

/** Arrow keys move the entry this far. */
export const KEY_STEP_PX = 10;
/** The entry's size (it fits the layout's 64 px dock with 8 px either side). */
export const ENTRY_SIZE_PX = 48;
/** The entry's distance from the window's bottom by default, and from the header at the least. */
export const ENTRY_MARGIN_PX = 16;
