/** The state an admin wants, per plugin id and per extension id (`kind:plugin/name`). */
export interface SwitchChanges {
  readonly plugins: Readonly<Record<string, boolean>>;
  readonly extensions: Readonly<Record<string, boolean>>;
}

/** The part of `portal.config.json` an admin pastes: only what differs from the running config. */
export interface ConfigFragment {
  readonly plugins?: Readonly<Record<string, { readonly enabled: boolean }>>;
  readonly extensions?: Readonly<Record<string, { readonly enabled: boolean }>>;
}

/** No change: the running config as it is. */
export const NO_CHANGES: SwitchChanges = Object.freeze({ plugins: {}, extensions: {} });

/**
 * Records one switch: `wanted` is the new state, `current` what the running config gives. A
 * switch turned back to the current state leaves the changes (so the fragment shrinks again).
 */
export function toggle(
  changes: SwitchChanges,
  section: keyof SwitchChanges,
  id: string,
  wanted: boolean,
  current: boolean,
): SwitchChanges {
  const next = { ...changes[section] };
  if (wanted === current) delete next[id];
  else next[id] = wanted;
  return { ...changes, [section]: next };
}

const entries = (m: Readonly<Record<string, boolean>>) =>
  Object.keys(m)
    .sort()
    .map((id) => [id, { enabled: m[id] }] as const);

/**
 * The `portal.config.json` fragment for the changes: `{"plugins":{"x":{"enabled":false}}}`,
 * `{"extensions":{"<id>":{"enabled":false}}}`, keys sorted, empty sections left out; `null`
 * when nothing changed.
 */
export function configFragment(changes: SwitchChanges): ConfigFragment | null {
  const plugins = entries(changes.plugins);
  const extensions = entries(changes.extensions);
  if (!plugins.length && !extensions.length) return null;
  return {
    ...(plugins.length && { plugins: Object.fromEntries(plugins) }),
    ...(extensions.length && { extensions: Object.fromEntries(extensions) }),
  };
}

/** The fragment as the text to paste (2-space JSON), or '' when nothing changed. */
export function fragmentText(changes: SwitchChanges): string {
  const fragment = configFragment(changes);
  return fragment ? JSON.stringify(fragment, null, 2) : '';
}
