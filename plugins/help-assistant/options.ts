import type { OptionsSchema } from '@portico/sdk';

/** Options of the plugin in portal.config.json (`plugins.help-assistant.options`). */
export interface HelpAssistantOptions {
  /** Addresses of the quick links (separate apps), like the toolbox flyout's `links`. */
  readonly links: { readonly helpCenter: string; readonly apiDoc: string; readonly marketingSchool: string };
}

/** Defaults: spec §2.2 names /marketSchool/; the help center and the API docs are separate apps. */
export const DEFAULT_LINKS: HelpAssistantOptions['links'] = {
  helpCenter: '/help-center/',
  apiDoc: '/omni-api/',
  marketingSchool: '/marketSchool/',
};

const ok = (v: unknown) =>
  typeof v === 'string' && ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/\s]+/i.test(v));

/** Validates the options (written by hand: plugins import only the SDK). */
export const optionsSchema: OptionsSchema<HelpAssistantOptions> = {
  safeParse(input) {
    const raw = ((input ?? {}) as { links?: Record<string, unknown> }).links ?? {};
    const issues: Array<{ path: PropertyKey[]; message: string }> = [];
    const links = { ...DEFAULT_LINKS };
    for (const [key, value] of Object.entries(raw)) {
      if (!(key in DEFAULT_LINKS))
        issues.push({ path: ['links', key], message: 'is not a quick link (helpCenter, apiDoc, marketingSchool)' });
      else if (!ok(value))
        issues.push({ path: ['links', key], message: 'must be a path like /help/ or an http(s) address' });
      else links[key as keyof typeof links] = value as string;
    }
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { links } };
  },
};
