// The scaffold: (id, kind) → the plugin's files (copied from examples/plugin-template/) and the
// catalog edit, and the id check. scripts/new-plugin.ts (the CLI) calls these and writes the result.
import { firstRouteOf, namesOf, pluginFiles, type PluginKind } from './from-example';

export { firstRouteOf, type PluginKind } from './from-example';

/** The kinds `--kind` takes; the first is the default. */
export const PLUGIN_KINDS: readonly PluginKind[] = ['widget', 'page', 'sub-app'];

/** What a plugin id must look like (the manifest's own rule), and how long it may be. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9-]*$/;
const MAX_ID_LENGTH = 40;

/**
 * Ids a new plugin may not take: the layers and folders of the repository, the portal's own
 * words (`portal` owns the route and layout points), the paths the server answers, and
 * JavaScript words the catalog could not import the plugin under.
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  'portal',
  'core',
  'sdk',
  'shell',
  'host',
  'dev',
  'testing',
  'plugin',
  'plugins',
  'examples',
  'markets',
  'market',
  'markets-mobile',
  'assets',
  'dev-api',
  'api',
  'ext',
  'new',
  'delete',
  'default',
  'import',
  'export',
  'class',
  'function',
  'const',
  'let',
  'var',
  'return',
  'this',
  'in',
  'do',
  'if',
  'for',
  'while',
  'switch',
  'case',
  'try',
  'catch',
  'finally',
  'throw',
  'typeof',
  'void',
  'with',
  'yield',
  'await',
  'enum',
  'super',
  'null',
  'true',
  'false',
]);

/** What is already there: plugin folders (plugins/ and examples/) and the catalogs' plugin ids. */
export interface Taken {
  readonly folders: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
}

/** Why `id` cannot be a new plugin's id (one line), or null when it can. */
export function refuseId(id: string | undefined, taken: Taken): string | null {
  if (!id) return 'give the plugin id: npm run new-plugin -- <id> [--kind widget|page|sub-app]';
  if (!PLUGIN_ID_PATTERN.test(id) || id.endsWith('-') || id.includes('--'))
    return `"${id}" is not a plugin id: use lowercase letters, digits and single dashes, starting with a letter ([a-z][a-z0-9-]*)`;
  if (id.length > MAX_ID_LENGTH) return `"${id}" is longer than ${MAX_ID_LENGTH} characters`;
  if (RESERVED_IDS.has(id))
    return `"${id}" is reserved (a layer, folder, server path or JavaScript word): pick another id`;
  if (taken.ids.has(id)) return `"${id}" is taken: a plugin with this id is already in the catalog`;
  if (taken.folders.has(id)) return `"${id}" is taken: the folder plugins/${id} or examples/${id} already exists`;
  const camel = namesOf(id).camel;
  if ([...taken.ids].some((t) => namesOf(t).camel === camel))
    return `"${id}" is taken: another plugin's id reads the same in code (${camel})`;
  return null;
}

/** Plugin ids declared in plugin.ts sources (`id: '<id>'` of definePlugin, or a PLUGIN_ID constant). */
export function declaredId(pluginSource: string, constantsSource = ''): string | null {
  const literal = /definePlugin(?:<[^>]*>)?\(\{\s*id:\s*'([a-z][a-z0-9-]*)'/.exec(pluginSource);
  if (literal) return literal[1];
  const constant = /export const PLUGIN_ID = '([a-z][a-z0-9-]*)'/.exec(constantsSource);
  return constant ? constant[1] : null;
}

/** The catalog file the scaffold registers new plugins in. */
export const CATALOG_FILE = 'host/catalog.ts';

/**
 * Whether a new plugin runs when portal.config.json does not name it. Yes: it shows in
 * `npm start` and the harness at once, its `when` clause decides who sees it, and an admin
 * switches it off with `"plugins": { "<id>": { "enabled": false } }`.
 */
export const NEW_PLUGIN_DEFAULT_ENABLED = true;

/**
 * host/catalog.ts with the plugin registered: its import after the last plugin import, its entry
 * at the end of CATALOG. Throws when the file does not have that shape (nothing is written then).
 */
export function addToCatalog(source: string, id: string): string {
  const { camel } = namesOf(id);
  const lines = source.split('\n');
  let lastImport = -1;
  lines.forEach((l, i) => {
    if (/^import \w+ from '\.\.\/plugins\/[a-z0-9-]+\/plugin';$/.test(l)) lastImport = i;
  });
  const start = lines.findIndex((l) => l.startsWith('export const CATALOG'));
  const end = start < 0 ? -1 : lines.findIndex((l, i) => i > start && l === '];');
  if (lastImport < 0 || end < 0)
    throw new Error(
      `${CATALOG_FILE} does not have the expected shape (plugin imports and an \`export const CATALOG\` list)`,
    );
  const out = [...lines];
  out.splice(end, 0, `  { plugin: ${camel}, defaultEnabled: ${NEW_PLUGIN_DEFAULT_ENABLED} },`);
  out.splice(lastImport + 1, 0, `import ${camel} from '../plugins/${id}/plugin';`);
  return out.join('\n');
}

/** A new plugin: its folder, its files (path inside the folder → text), and the catalog as it becomes. */
export interface GeneratedPlugin {
  readonly dir: string;
  readonly files: Readonly<Record<string, string>>;
  /** The catalog's new text, from its current text. */
  readonly catalog: (source: string) => string;
  /** The two commands to run next: the plugin alone in the harness, and its test. */
  readonly next: readonly [string, string];
}

/** The scaffold: (id, kind) → a plugin folder, a catalog edit and the next commands. Writes nothing. */
export function generatePlugin(id: string, kind: PluginKind = 'widget'): GeneratedPlugin {
  return {
    dir: `plugins/${id}`,
    files: pluginFiles(id, kind),
    catalog: (source) => addToCatalog(source, id),
    next: [
      kind === 'widget'
        ? // A widget has no page of its own: manage gives the header a home page to sit on.
          `npm start -- --plugins header,manage,${id} --scenario owner   # the owner home with only header, manage and ${id}`
        : `npm start -- --plugins header,${id} --scenario owner   # opens ${firstRouteOf(id, kind)} with only header and ${id}`,
      `npx vitest run plugins/${id}   # its test`,
    ],
  };
}
