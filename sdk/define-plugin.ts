import type { Contribution, PluginDefinition } from '@portico/core';

const slug = (text: string) => text.replace(/^\/markets\//, '').replace(/[^A-Za-z0-9/_-]+/g, '-').replace(/^-+|-+$/g, '') || 'root';

/** Fills ids the Blueprints left open: `kind:plugin/name`. */
function withId(pluginId: string, c: Contribution, index: number): Contribution {
  if (c.id) return c;
  const name =
    c.kind === 'route' ? slug(c.path) :
    c.kind === 'toolbox-entry' ? c.key :
    c.kind === 'sub-app' ? c.name :
    c.kind === 'header-tab' ? slug(c.to.split('?')[0]) + `#${index}` :
    `${c.slot}#${index}`;
  return { ...c, id: `${c.kind}:${pluginId}/${name}` };
}

/**
 * Declares a plugin: its id, dependencies, contributions (made with the Blueprints) and
 * optional `activate`. The result is plain data the portal can list without loading UI code.
 *
 * @example
 * export default definePlugin({
 *   id: 'daily-tips',
 *   contributes: [HeaderWidgetBlueprint.make({ slot: 'header.right', loader: () => import('./TipsButton') })],
 * });
 */
export function definePlugin<O = Record<string, unknown>>(definition: PluginDefinition<O>): PluginDefinition<O> {
  const contributes = definition.contributes?.map((c, i) => withId(definition.id, c, i));
  return Object.freeze({ ...definition, contributes });
}
