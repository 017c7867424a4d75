import { toolboxRoutes } from '@portico/plugin/toolbox';

const CHANGE_PASSWORD = toolboxRoutes.changePassword.path;

/** The `agency` query values the change-password page reads as the agency side (spec §2.2). */
const AGENCY_VALUES = ['true', '1'];

/**
 * Where the password-change notice leads (spec §2.3): the link the login page stored when it is
 * safe, else the change-password page. Agency roles change their password on the agency side of
 * that page, so a link to it gets `agency=true` for them (spec §2.2) unless it already says so.
 */
export function passwordNoticeLink(
  stored: string | undefined,
  agencySide: boolean,
  isSafe: (url: string) => boolean,
): string {
  const link = stored && isSafe(stored) ? stored : CHANGE_PASSWORD;
  // Only a portal path is the portal's change-password page; an absolute address is left as given.
  if (!agencySide || !link.startsWith('/')) return link;
  const url = new URL(link, 'http://portal.invalid');
  if (url.pathname !== CHANGE_PASSWORD || AGENCY_VALUES.includes(url.searchParams.get('agency') ?? '')) return link;
  url.searchParams.set('agency', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}
