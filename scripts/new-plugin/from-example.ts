// A new plugin is a copy of examples/plugin-template/ (a real plugin, type-checked, linted and
// tested where it stands) with its names replaced: the example is the scaffold's one source.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a new plugin contributes: a header widget, a page, or a sub-app with its pages. */
export type PluginKind = 'widget' | 'page' | 'sub-app';

/** The names one id gives: `my-plugin` → `myPlugin`, `MyPlugin`. */
export interface PluginNames {
  readonly id: string;
  readonly camel: string;
  readonly pascal: string;
}

/** `my-plugin` → its names. */
export function namesOf(id: string): PluginNames {
  const camel = id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return { id, camel, pascal: camel[0].toUpperCase() + camel.slice(1) };
}

/** The example every new plugin is copied from, and its id. */
export const EXAMPLE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples', 'plugin-template');
export const EXAMPLE_ID = 'plugin-template';

/**
 * Each kind's files, by the folders of the example they come from (a later folder's file wins)
 * and the files it leaves out. The widget is the example's top folder; `page/` adds the page,
 * `sub-app/` the sub-app around that same page.
 */
const LAYERS: Record<PluginKind, { readonly from: readonly string[]; readonly without: readonly string[] }> = {
  widget: { from: [''], without: [] },
  page: { from: ['', 'page'], without: ['Widget.tsx'] },
  'sub-app': { from: ['', 'page', 'sub-app'], without: ['Widget.tsx', 'constants.ts'] },
};

/**
 * The substitution table: the example's names become the new plugin's, and the imports a
 * layer makes of the folders above it (`../options`, `../page/Page`) become the flat folder's.
 */
function substitutions({ id, camel, pascal }: PluginNames): ReadonlyArray<readonly [RegExp, string]> {
  const example = namesOf(EXAMPLE_ID);
  return [
    [/(['"])\.\.\/(?:page\/)?/g, '$1./'],
    [new RegExp(example.id, 'g'), id],
    [new RegExp(example.camel, 'g'), camel],
    [new RegExp(example.pascal, 'g'), pascal],
  ];
}

/** Every file of a new plugin of `kind`, by its path inside the plugin's folder. */
export function pluginFiles(id: string, kind: PluginKind, example = EXAMPLE_DIR): Record<string, string> {
  const { from, without } = LAYERS[kind];
  const table = substitutions(namesOf(id));
  const files: Record<string, string> = {};
  for (const layer of from)
    for (const e of readdirSync(join(example, layer), { withFileTypes: true }))
      if (e.isFile() && !without.includes(e.name))
        files[e.name] = table.reduce(
          (text, [from, to]) => text.replace(from, to),
          readFileSync(join(example, layer, e.name), 'utf8'),
        );
  return files;
}

/** The URL the harness opens for a kind: its page (as `examples/plugin-template/page/constants.ts` names it), or the portal's home for a widget. */
export function firstRouteOf(id: string, kind: PluginKind): string {
  if (kind === 'page') return `/markets/ext/${id}`;
  if (kind === 'sub-app') return `/markets/${id}/`;
  return '/markets/';
}
