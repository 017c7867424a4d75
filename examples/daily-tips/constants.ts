/** Path of the plugin's page (its route and the popover's link to it). */
export const TIPS_PAGE_PATH = '/markets/ext/daily-tips';
