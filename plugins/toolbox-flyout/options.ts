import type { OptionsSchema } from '@portico/sdk';
import { BUILT_IN_KEYS } from './entries';

/** Options of the plugin in portal.config.json (`plugins.toolbox-flyout.options`). */
export interface ToolboxFlyoutOptions {
  /**
   * Path of the data-collection endpoint that receives a usage report per click (spec §7);
   * unset, the portal's `reporter.collectEndpoint` (the usage service's default).
   */
  readonly usageReportPath?: string;
  /**
   * Addresses of built-in entries by key, for the separate apps whose address the spec does not
   * give (创意中心 `creativeCenter`, 帮助中心 `helpCenter`, API文档 `apiDoc` …); also overrides a
   * built-in url. An entry with no url raises "no jump url" when clicked.
   */
  readonly links: Readonly<Record<string, string>>;
}

type Issue = { path: PropertyKey[]; message: string };

const isPath = (v: string) => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\');
const isHttpUrl = (v: string) => /^https?:\/\/[^/\s]+/i.test(v);

/** Validates the options (written by hand: plugins import only the SDK). */
export const optionsSchema: OptionsSchema<ToolboxFlyoutOptions> = {
  safeParse(input) {
    const raw = (input ?? {}) as { usageReportPath?: unknown; links?: unknown };
    const issues: Issue[] = [];
    const usageReportPath = raw.usageReportPath;
    if (usageReportPath !== undefined && (typeof usageReportPath !== 'string' || !isPath(usageReportPath))) {
      issues.push({
        path: ['usageReportPath'],
        message: "must be a path on the portal's origin, like /report/collect",
      });
    }
    const links: Record<string, string> = {};
    if (raw.links !== undefined && (raw.links === null || typeof raw.links !== 'object' || Array.isArray(raw.links))) {
      issues.push({ path: ['links'], message: 'must be an object of entry key → address' });
    } else {
      for (const [key, value] of Object.entries((raw.links ?? {}) as Record<string, unknown>)) {
        if (!BUILT_IN_KEYS.has(key))
          issues.push({
            path: ['links', key],
            message: `is not a built-in toolbox entry (known: ${[...BUILT_IN_KEYS].join(', ')})`,
          });
        else if (typeof value !== 'string' || !(isPath(value) || isHttpUrl(value)))
          issues.push({ path: ['links', key], message: 'must be a path like /help/ or an http(s) address' });
        else links[key] = value;
      }
    }
    if (issues.length) return { success: false, error: { issues } };
    return {
      success: true,
      data: typeof usageReportPath === 'string' ? { usageReportPath, links } : { links },
    };
  },
};
