/** Path of the plugin's page (its route and the header link to it): rename it with the plugin. */
export const PAGE_PATH = '/markets/ext/plugin-template';
