import * as z from 'zod/mini';
import { configSchemas } from '@portico/sdk';
import { CONVENIENT_KEYS, type ConvenientKey } from './convenient-items';

/** Options of the plugin in portal.config.json (`plugins.help-assistant.options`). */
export interface HelpAssistantOptions {
  /** Addresses of the quick links (separate apps), like the toolbox flyout's `links`. */
  readonly links: { readonly helpCenter: string; readonly apiDoc: string; readonly marketingSchool: string };
  /** Pictures of 常用功能 by item; an item not named shows the one served at `CONVENIENT_ICONS`. */
  readonly images?: Readonly<Partial<Record<ConvenientKey, string>>>;
}

/** Defaults: spec §2.2 names /marketSchool/; the help center and the API docs are separate apps. */
export const DEFAULT_LINKS: HelpAssistantOptions['links'] = {
  helpCenter: '/help-center/',
  apiDoc: '/omni-api/',
  marketingSchool: '/marketSchool/',
};

const QUICK_LINKS = Object.keys(DEFAULT_LINKS) as Array<keyof HelpAssistantOptions['links']>;

/** Validates the options (none given: the defaults); a link not given keeps its default. */
export const optionsSchema: z.ZodMiniType<HelpAssistantOptions> = z.prefault(
  z.object({
    links: z.pipe(
      z._default(configSchemas.keyedRecord(QUICK_LINKS, 'a quick link', configSchemas.safeAddress), {}),
      z.transform((links) => ({ ...DEFAULT_LINKS, ...links })),
    ),
    images: z.optional(configSchemas.keyedRecord(CONVENIENT_KEYS, 'a convenient item', configSchemas.safeAddress)),
  }),
  {},
);
