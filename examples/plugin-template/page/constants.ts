/** Path of the plugin's page (its route). */
export const PAGE_PATH = '/markets/ext/plugin-template';
