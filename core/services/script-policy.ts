import { serviceRef } from '../di';
import { scriptPlace, type UrlPlace, type UrlPolicy } from './url-policy';

/**
 * Where code the portal hosts may come from, judged by the runtime's one URL policy: the remote
 * sub-app loader asks it for every entry page, script, style and module it fetches, and for the
 * shared common script, which runs in the top window and so only from the page's own origin.
 * A frozen object of functions: whoever resolves it can ask, never change the policy.
 */
export interface ScriptPolicy {
  /** The page's origin (where the shared common script must be). */
  readonly pageOrigin: string;
  /** `scriptPlace` of the URL policy: `own`, `allowed`, or null when refused. */
  place(url: string): UrlPlace | null;
}

/** Service ref of {@link ScriptPolicy}. */
export const scriptPolicyRef = serviceRef<ScriptPolicy>('core.scriptPolicy');

/** The script policy of a URL policy. */
export function createScriptPolicy(policy: UrlPolicy): ScriptPolicy {
  return Object.freeze({ pageOrigin: policy.page, place: (url: string) => scriptPlace(policy, url) });
}
