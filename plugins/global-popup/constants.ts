/** Id of this plugin (its storage namespace). */
export const PLUGIN_ID = 'global-popup';

/** Spec §7: popups of a menu id (JSON body `{ menuId }`). */
export const POPUP_API = '/v3/marketing/midstage/questionnairePop/queryPop';

/** Spec §2.6/§9: the same popup is not shown again within 24 hours (per owner). */
export const REPEAT_AFTER_MS = 24 * 60 * 60 * 1000;

/** Local-storage name of when each popup was last shown (popup id → ms), per owner. */
export const SHOWN_STORAGE_NAME = 'shownAt';
