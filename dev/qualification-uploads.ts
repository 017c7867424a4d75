import { readCookie } from '@portico/core';
import type { ScenarioAccount } from './scenarios';

/** A qualification file the dev API accepted in this browser session. */
export interface DevQualificationUpload {
  readonly fileName: string;
  /** Audit status the dev API gave it (spec §4): 0 under review, or 1 by the approval rule. */
  readonly status: number;
  /** Upload time, `YYYY-MM-DD HH:mm`. */
  readonly uploadedAt: string;
}

/** At most this many uploads are remembered (the cookie stays small). */
const MAX_UPLOADS = 5;

/**
 * Dev-only approval rule (ours): a file whose name contains `approve` (e.g. `approve-营业执照.png`)
 * is approved at once (status 1); any other file goes under review (status 0). The e2e suite and
 * a developer use it to see 新建创意 enable without waiting for a reviewer.
 */
export const devAuditStatusOf = (fileName: string): number => (/approve/i.test(fileName) ? 1 : 0);

/**
 * The uploads are kept in a session cookie per scenario, not in the server's memory: every
 * browser (every Playwright context) starts from the scenario's own status, so an upload in
 * one test never changes what another test sees.
 */
export const devQualificationCookie = (scenario: ScenarioAccount): string =>
  `portico-dev-qualification-${scenario.name}`;

/** This browser's uploads for the scenario, newest last (none when the cookie is absent or corrupt). */
export function devQualificationUploads(scenario: ScenarioAccount, request: Request): DevQualificationUpload[] {
  try {
    const raw = readCookie(request.headers.get('cookie') ?? '', devQualificationCookie(scenario));
    if (!raw) return [];
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (u): u is DevQualificationUpload =>
        !!u && typeof u.fileName === 'string' && typeof u.status === 'number' && typeof u.uploadedAt === 'string',
    );
  } catch {
    return [];
  }
}

/** The scenario's audit status as this browser sees it: its last upload's, else the scenario's own. */
export function devQualificationStatus(scenario: ScenarioAccount, request: Request): number {
  const uploads = devQualificationUploads(scenario, request);
  return uploads.length ? uploads[uploads.length - 1].status : (scenario.qualification ?? 1);
}

/** The `Set-Cookie` value that records one more upload for this browser session. */
export function devQualificationSetCookie(
  scenario: ScenarioAccount,
  request: Request,
  upload: DevQualificationUpload,
): string {
  const list = [...devQualificationUploads(scenario, request), upload].slice(-MAX_UPLOADS);
  return `${devQualificationCookie(scenario)}=${encodeURIComponent(JSON.stringify(list))}; Path=/; SameSite=Lax`;
}
