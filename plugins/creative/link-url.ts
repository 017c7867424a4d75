import { LINK_URL_MAX_LENGTH, LINK_URL_PATTERN } from './constants';

/** Why a tracking-link address is refused, or null when it is fine (an empty field is fine: links are optional). */
export type LinkUrlProblem = 'pattern' | 'tooLong' | null;

/** Checks one tracking-link address against the §5 pattern and our length limit. */
export function linkUrlProblem(value: string): LinkUrlProblem {
  const url = value.trim();
  if (!url) return null;
  if (url.length > LINK_URL_MAX_LENGTH) return 'tooLong';
  return LINK_URL_PATTERN.test(url) ? null : 'pattern';
}
