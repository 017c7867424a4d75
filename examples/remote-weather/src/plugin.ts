import { definePlugin, PageBlueprint } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { MESSAGES } from './messages';
import { optionsRef, optionsSchema, type AcmeWeatherOptions } from './options';

/** Path of the plugin's page (its route). */
export const PAGE_PATH = '/markets/ext/acme-weather';

/**
 * acme-weather: a remote plugin (built and deployed on its own, listed in portal.config.json by
 * the address of its portico-plugin.json). A header widget (right slot) with today's weather and a
 * like counter, and a page at /markets/ext/acme-weather; both for logged-in users. The components
 * load lazily from the plugin's own chunks.
 */
export default definePlugin<AcmeWeatherOptions>({
  id: 'acme-weather',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: [
    HeaderWidgetBlueprint.make({
      name: 'widget',
      slot: 'right',
      order: 60,
      when: { loggedIn: true },
      loader: () => import('./Widget'),
    }),
    PageBlueprint.make({
      path: PAGE_PATH,
      title: MESSAGES.title,
      when: { loggedIn: true },
      loader: () => import('./Page'),
    }),
  ],
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
