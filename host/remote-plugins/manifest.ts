import * as z from 'zod/mini';
import { AnswerTooLargeError, describeIssue, readLimitedText, SIZE_LIMITS } from '@portico/core';
import { SRI } from '../config/schema';
import { isValidRange } from './semver';
import { reasonOf, RemotePluginFailure } from './failure';

/**
 * `portico-plugin.json`: the plugin's id, its version, the SDK range it was built against, its
 * entry module (relative to the manifest) and that module's SRI hash. Other keys (title,
 * description) are allowed and ignored.
 */
export const manifestSchema = z.looseObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes')),
  version: z.string().check(z.minLength(1)),
  sdk: z.string().check(z.refine(isValidRange, 'must be a semver range like ^1.0.0')),
  entry: z.string().check(z.minLength(1)),
  integrity: z.optional(z.string().check(z.regex(SRI, 'must be an SRI hash like sha384-<base64>'))),
});

/** A remote plugin's manifest as checked. */
export type RemoteManifest = z.infer<typeof manifestSchema>;

/** What fetching a manifest needs: the plugin, its address (absolute), its SRI hash. */
export interface ManifestRequest {
  readonly pluginId: string;
  readonly url: string;
  readonly integrity?: string;
  readonly signal: AbortSignal;
}

/**
 * Fetches and checks a manifest: `fetch`'s own `integrity` when the config gives one (a mismatch
 * is a network error, told apart by fetching without it being pointless: it is reported as
 * `PORTICO_E_PLUGIN_INTEGRITY`), at most `SIZE_LIMITS.pluginManifestBytes`, then the schema.
 */
export async function fetchManifest(
  { pluginId, url, integrity, signal }: ManifestRequest,
  fetchFn: typeof fetch,
): Promise<RemoteManifest> {
  const fail = (code: 'PORTICO_E_PLUGIN_MANIFEST_FAILED' | 'PORTICO_E_PLUGIN_MANIFEST_INVALID', reason: string) =>
    new RemotePluginFailure(code, pluginId, url, reason);
  let response: Response;
  try {
    response = await fetchFn(url, {
      signal,
      credentials: 'same-origin',
      cache: 'no-cache',
      ...(integrity && { integrity }),
    });
  } catch (err) {
    if (signal.aborted) throw signal.reason;
    if (integrity)
      throw new RemotePluginFailure(
        'PORTICO_E_PLUGIN_INTEGRITY',
        pluginId,
        url,
        `the manifest could not be fetched or does not match its integrity ${integrity} (${reasonOf(err)})`,
      );
    throw fail('PORTICO_E_PLUGIN_MANIFEST_FAILED', `the manifest could not be fetched (${reasonOf(err)})`);
  }
  if (!response.ok) throw fail('PORTICO_E_PLUGIN_MANIFEST_FAILED', `the manifest answered HTTP ${response.status}`);
  let text: string;
  try {
    text = await readLimitedText(response, SIZE_LIMITS.pluginManifestBytes);
  } catch (err) {
    if (signal.aborted) throw signal.reason;
    const reason =
      err instanceof AnswerTooLargeError
        ? `the manifest is larger than ${err.limit} bytes`
        : `the manifest could not be read (${reasonOf(err)})`;
    throw fail('PORTICO_E_PLUGIN_MANIFEST_FAILED', reason);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw fail('PORTICO_E_PLUGIN_MANIFEST_INVALID', `the manifest is not JSON (${reasonOf(err)})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const { message } = describeIssue(parsed.error.issues);
    throw fail('PORTICO_E_PLUGIN_MANIFEST_INVALID', `the manifest is invalid at ${message}`);
  }
  return parsed.data;
}
