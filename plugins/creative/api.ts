import type { LinkField, LinkVisibility } from './link-rules';
import { LINK_FIELDS } from './link-rules';

/**
 * Calls of the creative form — OURS: the spec names no creative endpoint. Answered by
 * `dev-api.ts`; listed in README.md ("Creative form").
 */
export const CREATIVE_API = {
  /** Saves a new creative: a JSON body (see {@link saveBody}); answers `{ creativeId }`. */
  save: '/v3/marketing/creative/save',
} as const;

/** The body field of each tracking-link field — OURS. */
export const LINK_BODY_FIELDS: Readonly<Record<LinkField, string>> = {
  click: 'clickMonitorUrl',
  exposure: 'exposureMonitorUrl',
  download: 'downloadMonitorUrl',
  playBegin: 'playBeginMonitorUrl',
  playEnd: 'playEndMonitorUrl',
};

/** What the user typed and picked. */
export interface CreativeDraft {
  readonly creativeName: string;
  readonly creativeType: number;
  /** Only for a dynamic product creative. */
  readonly dynamicMode: number;
  readonly specId: number;
  readonly advertiseType: number;
  readonly extensionType: number;
  readonly extensionFlow: number;
  readonly flowScene: number;
  readonly links: Readonly<Record<LinkField, string>>;
}

/**
 * The body of {@link CREATIVE_API.save}: the advertising fields, `dynamicMode` only when
 * `withDynamicMode`, and the tracking links that show and are filled in. A link typed into a
 * field that the rules have since hidden stays on screen but is not sent.
 */
export function saveBody(draft: CreativeDraft, visible: LinkVisibility, withDynamicMode: boolean) {
  const body: Record<string, string | number> = {
    creativeName: draft.creativeName.trim(),
    creativeType: draft.creativeType,
    specId: draft.specId,
    advertiseType: draft.advertiseType,
    extensionType: draft.extensionType,
    extensionFlow: draft.extensionFlow,
    flowScene: draft.flowScene,
  };
  if (withDynamicMode) body.dynamicMode = draft.dynamicMode;
  for (const field of LINK_FIELDS) {
    const url = draft.links[field].trim();
    if (visible[field] && url) body[LINK_BODY_FIELDS[field]] = url;
  }
  return body;
}

/** The id of a saved creative from the answer, or null when it has none (the save still succeeded). */
export function savedCreativeId(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const id = (data as { creativeId?: unknown }).creativeId;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id.trim() ? id : null;
}
