/**
 * `npm run new-plugin -- <id> --standalone <folder> [--link-modules]`: a remote plugin's own
 * project outside this repository instead (scripts/new-plugin/standalone.ts, docs/remote-plugins.md).
 *
 * `npm run new-plugin -- <id> [--kind widget|page|sub-app] [--root <dir>]`: creates plugins/<id>/
 * as a copy of the example plugin (scripts/new-plugin/from-example.ts) and registers it in
 * host/catalog.ts. A bad, reserved or taken id is refused with one line and exit code 1, and
 * nothing is written.
 *
 * The files are examples/plugin-template/'s (the widget; its page/ and sub-app/ folders for the
 * other kinds) with the example's names replaced by the new plugin's.
 *
 * `--root <dir>` (or PORTICO_ROOT) works on another checkout: the tests run it into a temp copy.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import {
  CATALOG_FILE,
  declaredId,
  generatePlugin,
  NEW_PLUGIN_DEFAULT_ENABLED,
  PLUGIN_KINDS,
  refuseId,
  type PluginKind,
  type Taken,
} from './new-plugin/generate';
import { linkModules, refuseTarget, sdkSpec, standaloneFiles } from './new-plugin/standalone';
import { packSdk, SDK_TARBALL, sdkTarballIsStale } from './remote-kit/pack';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Folders of plugins and ids the catalogs register, read from `root`. */
export function takenIn(root: string): Taken {
  const folders = new Set<string>();
  for (const base of ['plugins', 'examples'])
    if (existsSync(join(root, base)))
      for (const e of readdirSync(join(root, base), { withFileTypes: true })) if (e.isDirectory()) folders.add(e.name);
  const ids = new Set<string>();
  for (const catalog of [CATALOG_FILE, 'host/dev-catalog.ts']) {
    const file = join(root, catalog);
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/from '\.\.\/((?:plugins|examples)\/[a-z0-9-]+)\/plugin'/g)) {
      const dir = join(root, m[1]);
      const read = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : '');
      const id = declaredId(read('plugin.ts'), read('constants.ts'));
      ids.add(id ?? m[1].split('/')[1]);
    }
  }
  return { folders, ids };
}

/** Formats generated text with the repository's Prettier settings (120 columns). */
async function format(root: string, path: string, text: string): Promise<string> {
  // The repository's own settings: a temp root (`--root`) has no .prettierrc of its own.
  const config = (await prettier.resolveConfig(join(REPO, path))) ?? {};
  return prettier.format(text, { ...config, filepath: path });
}

/** The files of `id` of `kind`, formatted, by path inside its folder. */
export async function renderedFiles(root: string, id: string, kind: PluginKind): Promise<Record<string, string>> {
  const { dir, files } = generatePlugin(id, kind);
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) out[name] = await format(root, `${dir}/${name}`, text);
  return out;
}

interface Args {
  id?: string;
  kind: string;
  root: string;
  /** `--standalone <folder>`: a remote plugin's project there. */
  standalone?: string;
  /** `--link-modules`: its node_modules/ from this checkout's (no registry needed). */
  linkModules: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { kind: 'widget', root: process.env.PORTICO_ROOT ?? REPO, linkModules: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--kind') args.kind = argv[++i] ?? '';
    else if (a.startsWith('--kind=')) args.kind = a.slice(7);
    else if (a === '--root') args.root = argv[++i] ?? '';
    else if (a.startsWith('--root=')) args.root = a.slice(7);
    else if (a === '--standalone') args.standalone = argv[++i] ?? '';
    else if (a.startsWith('--standalone=')) args.standalone = a.slice(13);
    else if (a === '--link-modules') args.linkModules = true;
    else if (!args.id) args.id = a;
    else args.kind = `${args.kind} (and an extra argument "${a}")`;
  }
  args.root = resolve(args.root);
  return args;
}

class Refused extends Error {}

/** `--standalone`: writes the remote plugin's project; everything is checked before the first write. */
async function standalone(args: Args, log: (line: string) => void): Promise<number> {
  if (!args.standalone) throw new Refused('--standalone needs a folder: --standalone ../acme-weather');
  const why = refuseId(args.id, takenIn(args.root));
  if (why) throw new Refused(why);
  const id = args.id!;
  const target = resolve(args.standalone);
  const refused = refuseTarget(target, REPO);
  if (refused) throw new Refused(refused);
  // The project depends on this checkout's packed SDK: pack it when it is missing or older than its sources.
  if (sdkTarballIsStale()) {
    log('Packing the SDK first (npm run pack:sdk) …');
    await packSdk(log);
  }
  const files = standaloneFiles(id, sdkSpec(target, SDK_TARBALL));
  mkdirSync(target, { recursive: true });
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(target, name)), { recursive: true });
      writeFileSync(join(target, name), text, { flag: 'wx' });
    }
    if (args.linkModules) linkModules(target, REPO, SDK_TARBALL);
  } catch (err) {
    rmSync(target, { recursive: true, force: true });
    throw new Refused(`could not write ${target}: ${(err as Error).message}`);
  }
  log(`Created ${target} (remote plugin ${id}): ${Object.keys(files).sort().join(', ')}`);
  log(`It depends on the packed SDK ${relative(REPO, SDK_TARBALL)} (@portico/sdk, by its file: path).`);
  log('Next:');
  log(`  cd ${target}`);
  if (args.linkModules) log("  (node_modules/ links this checkout's packages: no npm install needed)");
  else log('  npm install');
  log('  npm test            # Vitest with the extension tester');
  log('  npm run dev         # dist/ at http://localhost:5174 with CORS, rebuilt on save');
  log(
    `  then, in this repository: npm start, and open http://localhost:8080/markets/?plugin-from=http://localhost:5174/portico-plugin.json`,
  );
  return 0;
}

/** Runs the scaffold; returns the exit code. Everything is checked before the first write. */
export async function main(argv: readonly string[], log = console.log, fail = console.error): Promise<number> {
  const args = parseArgs(argv);
  try {
    if (args.standalone !== undefined) return await standalone(args, log);
    if (args.linkModules) throw new Refused('--link-modules goes with --standalone <folder>');
    if (!PLUGIN_KINDS.includes(args.kind as PluginKind))
      throw new Refused(`--kind must be one of ${PLUGIN_KINDS.join(', ')} (got "${args.kind}")`);
    const kind = args.kind as PluginKind;
    const why = refuseId(args.id, takenIn(args.root));
    if (why) throw new Refused(why);
    const id = args.id!;
    const generated = generatePlugin(id, kind);
    const catalogFile = join(args.root, CATALOG_FILE);
    if (!existsSync(catalogFile)) throw new Refused(`${CATALOG_FILE} not found under ${args.root}`);
    const catalogBefore = readFileSync(catalogFile, 'utf8');
    let catalogAfter: string;
    try {
      catalogAfter = generated.catalog(catalogBefore);
    } catch (err) {
      throw new Refused((err as Error).message);
    }
    const files = await renderedFiles(args.root, id, kind);

    const dir = join(args.root, generated.dir);
    try {
      mkdirSync(dir, { recursive: false });
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text, { flag: 'wx' });
      writeFileSync(catalogFile, catalogAfter);
    } catch (err) {
      // Leave the tree as it was.
      rmSync(dir, { recursive: true, force: true });
      writeFileSync(catalogFile, catalogBefore);
      throw new Refused(`could not write plugins/${id}: ${(err as Error).message}`);
    }

    log(`Created ${generated.dir}/ (${kind}): ${Object.keys(files).sort().join(', ')}`);
    log(
      `Registered it in ${CATALOG_FILE} (defaultEnabled: ${NEW_PLUGIN_DEFAULT_ENABLED}; switch it off in portal.config.json: "plugins": { "${id}": { "enabled": false } }).`,
    );
    log('Next:');
    for (const command of generated.next) log(`  ${command}`);
    return 0;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    fail(`new-plugin: ${err.message}`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error('new-plugin:', err);
      process.exitCode = 1;
    },
  );
