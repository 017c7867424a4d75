import { diagnostic, type Diagnostic } from '../diagnostics';
import { extensionId, type Contribution, type ExtensionPoint } from '../extensions';
import { describeIssue, manifestCheck, manifestSchema } from './manifest-schema';
import type { PluginDefinition } from './types';

/** Where the Blueprint that made a contribution records its point (a symbol: not manifest data). */
export const CONTRIBUTION_POINT: unique symbol = Symbol.for('portico.point');

/** The point a contribution was made for, if a Blueprint made it. */
export function pointOf(c: Contribution): ExtensionPoint | undefined {
  return (c as { [CONTRIBUTION_POINT]?: ExtensionPoint })[CONTRIBUTION_POINT];
}

/** The full id of a contribution of `pluginId`: `kind:plugin/name`. */
export function contributionId(pluginId: string, c: Contribution): string {
  return extensionId(c.kind, pluginId, c.name);
}

/** Points by kind: the portal's and the shell's, then those the plugins declare (first wins). */
export function indexPoints(
  builtIn: readonly ExtensionPoint[],
  plugins: ReadonlyArray<PluginDefinition<unknown>>,
): Map<string, ExtensionPoint> {
  const points = new Map<string, ExtensionPoint>();
  for (const p of builtIn) if (!points.has(p.kind)) points.set(p.kind, p);
  for (const plugin of plugins)
    for (const p of plugin.extensionPoints ?? [])
      if (p && typeof p.kind === 'string' && !points.has(p.kind)) points.set(p.kind, p);
  return points;
}

const invalid = (pluginId: string, key: string, message: string) =>
  diagnostic('PORTICO_E_INVALID_MANIFEST', `plugin "${pluginId}" has an invalid manifest at ${message}`, {
    pluginId,
    key,
  });

/** Which contribution a diagnostic is about: a page by its path, anything else by its name. */
const whichOf = (c: Contribution): string => {
  const path = (c as { path?: unknown }).path;
  return JSON.stringify(typeof path === 'string' ? path : c.name);
};

/**
 * Checks one contribution against the schema of its point (the one its Blueprint names, else
 * the known point of its kind) and that its id, when given, is the derived one. `at` prefixes
 * the key in the diagnostic (`contributes.3.`).
 */
export function checkContribution(
  pid: string,
  c: Contribution,
  at: string,
  points: ReadonlyMap<string, ExtensionPoint>,
): Diagnostic | null {
  const point = pointOf(c) ?? points.get(c?.kind);
  if (!point)
    return invalid(
      pid,
      `${at}kind`,
      `${at}kind: no extension point of kind "${c?.kind}" (make contributions with a Blueprint)`,
    );
  if (point.kind !== c.kind)
    return invalid(pid, `${at}kind`, `${at}kind: "${c.kind}" is not the kind of its point "${point.kind}"`);
  if (!point.check(c)) {
    const parsed = point.schema.safeParse(c);
    if (!parsed.success) {
      const { key, message } = describeIssue(parsed.error.issues);
      return invalid(pid, `${at}${key}`, `${at}${message} (${c.kind} ${whichOf(c)})`);
    }
  }
  const expected = contributionId(pid, c);
  if (c.id !== undefined && c.id !== expected)
    return invalid(pid, `${at}id`, `${at}id: "${c.id}" must be "${expected}" (kind:plugin/name)`);
  return null;
}

/**
 * Checks a manifest, then each contribution against the schema of its point (the one its
 * Blueprint names, else the declared point of that kind), and that its id is the derived one.
 * The compiled fast paths accept ordinary manifests; zod names the problem of the rest.
 */
export function validateManifest(
  p: unknown,
  index: number,
  points: ReadonlyMap<string, ExtensionPoint>,
): Diagnostic | null {
  const pid = typeof (p as { id?: unknown })?.id === 'string' ? (p as { id: string }).id : `#${index}`;
  if (!manifestCheck(p)) {
    const parsed = manifestSchema.safeParse(p);
    if (!parsed.success) {
      const { key, message } = describeIssue(parsed.error.issues);
      return invalid(pid, key, message);
    }
  }
  const contributes = (p as PluginDefinition<unknown>).contributes ?? [];
  for (let i = 0; i < contributes.length; i++) {
    const problem = checkContribution(pid, contributes[i], `contributes.${i}.`, points);
    if (problem) return problem;
  }
  return null;
}
