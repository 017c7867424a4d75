import type { OptionsSchema } from '@portico/sdk';
import { TOOL_KEYS, type ToolKey } from './tools';
import { WORK_ORDER_SCHEMES, type WorkOrderScheme } from './work-orders';

/** Options of the toolbox sub-app in portal.config.json (`plugins.toolbox.options`). */
export interface ToolboxOptions {
  /** Which work-order status scheme of spec §3 the server speaks; default `new`. */
  readonly workOrderScheme: WorkOrderScheme;
  /**
   * External addresses of the tools with an honest page, by tool key (`audiencePackages`,
   * `apiKey` …); a tool without one says 该工具暂未开放.
   */
  readonly links: Readonly<Partial<Record<ToolKey, string>>>;
}

/** What the options are when portal.config.json sets none. */
export const DEFAULT_OPTIONS: ToolboxOptions = { workOrderScheme: 'new', links: {} };

type Issue = { path: PropertyKey[]; message: string };

const isAddress = (v: unknown): v is string =>
  typeof v === 'string' &&
  ((v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) || /^https?:\/\/[^/\s]+/i.test(v));

/** Validates the options (written by hand, like the other plugins': plugins import only the SDK). */
export const optionsSchema: OptionsSchema<ToolboxOptions> = {
  safeParse(input) {
    const raw = (input ?? {}) as { workOrderScheme?: unknown; links?: unknown };
    const issues: Issue[] = [];
    let workOrderScheme = DEFAULT_OPTIONS.workOrderScheme;
    if (raw.workOrderScheme !== undefined) {
      if (WORK_ORDER_SCHEMES.includes(raw.workOrderScheme as WorkOrderScheme))
        workOrderScheme = raw.workOrderScheme as WorkOrderScheme;
      else issues.push({ path: ['workOrderScheme'], message: `must be one of ${WORK_ORDER_SCHEMES.join(', ')}` });
    }
    const links: Partial<Record<ToolKey, string>> = {};
    if (raw.links !== undefined && (raw.links === null || typeof raw.links !== 'object' || Array.isArray(raw.links))) {
      issues.push({ path: ['links'], message: 'must be an object of tool key → address' });
    } else {
      for (const [key, value] of Object.entries((raw.links ?? {}) as Record<string, unknown>)) {
        if (!TOOL_KEYS.has(key))
          issues.push({ path: ['links', key], message: `is not a toolbox tool (known: ${[...TOOL_KEYS].join(', ')})` });
        else if (!isAddress(value))
          issues.push({ path: ['links', key], message: 'must be a path like /tools/log/ or an http(s) address' });
        else links[key as ToolKey] = value;
      }
    }
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { workOrderScheme, links } };
  },
};
