/**
 * API reports of the public entries (REPORTS: `@portico/sdk`, `@portico/ui`, `@portico/ads`,
 * `@portico/sdk/testing`, each plugin's `@portico/plugin/<id>`): every export of each entry with its kind, its signature and whether it has TSDoc, written
 * to the entry's api-report.md so that a change to a contract shows in review. An
 * api-surface.test.ts beside each entry compares the committed report with a fresh one
 * (scripts/api-surface.ts).
 *
 *   npm run api-report            rewrite every report
 *   npm run api-report -- --check exit 1 when a report is out of date (CI, review)
 */
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** One public entry point and its checked-in report. */
export interface ReportTarget {
  /** The package name authors import (`@portico/sdk`). */
  readonly packageName: string;
  /** Its entry file, relative to the repository root. */
  readonly entry: string;
  /** Where its report lives, relative to the repository root. */
  readonly reportPath: string;
  /** What the package is, for the report's heading. */
  readonly about: string;
}

/** `@portico/sdk`: the plugin contract. */
export const SDK_REPORT: ReportTarget = {
  packageName: '@portico/sdk',
  entry: 'sdk/index.ts',
  reportPath: 'sdk/api-report.md',
  about: 'The contract plugin authors import.',
};

/** `@portico/sdk/testing`: what plugin authors test with (the extension tester, renderPortal). */
export const TESTING_REPORT: ReportTarget = {
  packageName: '@portico/sdk/testing',
  entry: 'testing/index.ts',
  reportPath: 'testing/api-report.md',
  about: 'What plugin authors test with.',
};

/** `@portico/ui`: the UI kit plugins build pages with. */
export const UI_REPORT: ReportTarget = {
  packageName: '@portico/ui',
  entry: 'ui/index.ts',
  reportPath: 'ui/api-report.md',
  about: 'The UI kit plugin authors build pages with.',
};

/** `@portico/ads`: the advertising domain (enums, formats, items, account status). */
export const ADS_REPORT: ReportTarget = {
  packageName: '@portico/ads',
  entry: 'ads/index.ts',
  reportPath: 'ads/api-report.md',
  about: 'The advertising domain plugins and the UI kit share.',
};

/** `@portico/plugin/<id>`: a plugin's public face (plugins/<id>/public.ts), what other plugins may import. */
export function pluginReport(id: string): ReportTarget {
  return {
    packageName: `@portico/plugin/${id}`,
    entry: `plugins/${id}/public.ts`,
    reportPath: `plugins/${id}/api-report.md`,
    about: `The public face of the ${id} plugin: what other plugins import from it.`,
  };
}

/** The plugins that have a public face. */
export const PLUGIN_REPORTS: readonly ReportTarget[] = readdirSync(join(ROOT, 'plugins'))
  .filter((id) => existsSync(join(ROOT, 'plugins', id, 'public.ts')))
  .sort()
  .map(pluginReport);

/** Every report `npm run api-report` writes and checks. */
export const REPORTS: readonly ReportTarget[] = [SDK_REPORT, UI_REPORT, ADS_REPORT, TESTING_REPORT, ...PLUGIN_REPORTS];

/** Longest signature text the report keeps (zod-derived types can be enormous). */
const MAX_SIGNATURE = 400;

/** One export of the SDK as the report shows it. */
export interface ApiEntry {
  readonly name: string;
  /** function, const, class, interface, type, enum, namespace (several when a name has several meanings). */
  readonly kinds: readonly string[];
  readonly signatures: readonly string[];
  readonly documented: boolean;
}

/** The report's text plus what the test checks on it. */
export interface ApiReport {
  readonly text: string;
  readonly entries: readonly ApiEntry[];
  /** Exports without TSDoc on their declaration or on an export specifier that re-exports them. */
  readonly undocumented: string[];
  /** Exports whose signature mentions `any`. */
  readonly withAny: string[];
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

function cap(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ');
  return flat.length <= MAX_SIGNATURE ? flat : `${flat.slice(0, MAX_SIGNATURE - 1)}…`;
}

function print(node: ts.Node): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
}

/** A declaration printed without `export` / `default` / `declare` and without comments. */
function printDeclaration(node: ts.Node): string {
  return print(node).replace(/^(?:(?:export|default|declare)\s+)+/, '');
}

/** Whether a node carries a JSDoc comment (a file's `@packageDocumentation` comment does not count). */
function hasJsDoc(node: ts.Node): boolean {
  return ts
    .getJSDocCommentsAndTags(node)
    .some(
      (doc) =>
        ts.isJSDoc(doc) &&
        !doc.tags?.some((t) => t.tagName.text === 'packageDocumentation') &&
        (Boolean(doc.comment) || Boolean(doc.tags?.length)),
    );
}

/**
 * TSDoc on the declaration of the resolved symbol, or on any export specifier on the way there
 * (`export { /** … *\/ formatPrice } from '@portico/core'` in sdk/index.ts or in sdk/refs.ts).
 */
function isDocumented(checker: ts.TypeChecker, exported: ts.Symbol, target: ts.Symbol): boolean {
  const seen = new Set<ts.Symbol>();
  let symbol: ts.Symbol | undefined = exported;
  while (symbol && symbol.flags & ts.SymbolFlags.Alias && !seen.has(symbol)) {
    seen.add(symbol);
    if (symbol.declarations?.some((d) => ts.isExportSpecifier(d) && hasJsDoc(d))) return true;
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  return (target.declarations ?? []).some(hasJsDoc);
}

function isConst(decl: ts.Declaration): boolean {
  return (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0;
}

function isHidden(decl: ts.Declaration): boolean {
  const name = ts.getNameOfDeclaration(decl);
  return (
    (ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Private) !== 0 ||
    (name !== undefined && ts.isPrivateIdentifier(name))
  );
}

/** Public and protected members declared in the class itself, as `name: type` / `name(…): type` lines. */
function classMembers(checker: ts.TypeChecker, decl: ts.ClassLikeDeclaration, type: ts.Type, prefix: string): string[] {
  const own = (d: ts.Declaration) => d.parent === decl || (ts.isParameter(d) && d.parent.parent === decl);
  const lines: string[] = [];
  const members = checker
    .getPropertiesOfType(type)
    .filter((m) => m.name !== 'prototype' && m.declarations?.some(own) && !m.declarations.some(isHidden))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const member of members) {
    const d = member.declarations!.find(own)!;
    const flags = ts.getCombinedModifierFlags(d);
    const mods = `${prefix}${flags & ts.ModifierFlags.Protected ? 'protected ' : ''}`;
    const memberType = checker.getTypeOfSymbolAtLocation(member, d);
    if (member.flags & ts.SymbolFlags.Method) {
      for (const sig of memberType.getCallSignatures())
        lines.push(cap(`${mods}${member.name}${checker.signatureToString(sig)}`));
    } else {
      const readonly =
        flags & ts.ModifierFlags.Readonly ||
        (member.flags & ts.SymbolFlags.GetAccessor && !(member.flags & ts.SymbolFlags.SetAccessor))
          ? 'readonly '
          : '';
      const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
      lines.push(cap(`${mods}${readonly}${member.name}${optional}: ${checker.typeToString(memberType)}`));
    }
  }
  return lines;
}

/**
 * The constructors the class declares (its overloads, else its implementation), as in a .d.ts
 * file. Inherited constructors are not listed: they belong to the base class's own contract
 * (React's `Component` has a deprecated `(props, context: any)` overload, for one).
 */
function constructors(checker: ts.TypeChecker, decl: ts.ClassLikeDeclaration): string[] {
  const all = decl.members.filter(ts.isConstructorDeclaration).filter((c) => !isHidden(c));
  const overloads = all.filter((c) => !c.body);
  return (overloads.length ? overloads : all).map((c) => {
    const sig = checker.getSignatureFromDeclaration(c);
    const node = sig && checker.signatureToSignatureDeclaration(sig, ts.SyntaxKind.Constructor, undefined, undefined);
    return cap(node ? print(node).replace(/;\s*$/, '') : 'constructor(…)');
  });
}

function classSignature(checker: ts.TypeChecker, symbol: ts.Symbol, decl: ts.ClassLikeDeclaration): string {
  const heritage = (decl.heritageClauses ?? []).map((h) => ` ${cap(print(h).trim())}`).join('');
  const typeParams = decl.typeParameters?.length ? `<${decl.typeParameters.map((p) => print(p)).join(', ')}>` : '';
  const staticType = checker.getTypeOfSymbol(symbol);
  const lines = [
    ...constructors(checker, decl),
    ...classMembers(checker, decl, staticType, 'static '),
    ...classMembers(checker, decl, checker.getDeclaredTypeOfSymbol(symbol), ''),
  ];
  const abstract = ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Abstract ? 'abstract ' : '';
  return `${abstract}class ${symbol.name}${typeParams}${heritage} {\n${lines.map((l) => `    ${l};\n`).join('')}}`;
}

function describe(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): { kinds: string[]; signatures: string[] } {
  const kinds: string[] = [];
  const signatures: string[] = [];
  const decls = symbol.declarations ?? [];
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Function) {
    kinds.push('function');
    for (const sig of checker.getTypeOfSymbol(symbol).getCallSignatures())
      signatures.push(cap(`function ${name}${checker.signatureToString(sig)}`));
  }
  if (f & ts.SymbolFlags.Variable) {
    const decl = decls.find(ts.isVariableDeclaration);
    const keyword =
      decl && !isConst(decl) ? (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Let ? 'let' : 'var') : 'const';
    kinds.push(keyword);
    const type = decl?.type
      ? print(decl.type)
      : checker.typeToString(decl ? checker.getTypeOfSymbolAtLocation(symbol, decl) : checker.getTypeOfSymbol(symbol));
    signatures.push(cap(`${keyword} ${name}: ${type}`));
  }
  if (f & ts.SymbolFlags.Class) {
    kinds.push('class');
    const decl = decls.find(ts.isClassLike);
    if (decl) signatures.push(classSignature(checker, symbol, decl));
  }
  if (f & ts.SymbolFlags.Enum) {
    kinds.push('enum');
    signatures.push(...decls.filter(ts.isEnumDeclaration).map(printDeclaration));
  }
  if (f & ts.SymbolFlags.Interface) {
    kinds.push('interface');
    signatures.push(...decls.filter(ts.isInterfaceDeclaration).map(printDeclaration));
  }
  if (f & ts.SymbolFlags.TypeAlias) {
    kinds.push('type');
    signatures.push(...decls.filter(ts.isTypeAliasDeclaration).map(printDeclaration));
  }
  if (f & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) {
    kinds.push('namespace');
    const names = checker
      .getExportsOfModule(symbol)
      .map((s) => s.name)
      .sort();
    signatures.push(cap(`namespace ${name} { ${names.join(', ')} }`));
  }
  if (!kinds.length) kinds.push('unknown');
  return { kinds, signatures };
}

/** `any` as a type in a signature (string literal types and names that contain it do not count). */
function mentionsAny(signature: string): boolean {
  const withoutStrings = signature.replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
  // Not a property, method or parameter named `any` (`{ any: When[] }`), nor `z.any`.
  return /(?<![\w$.])any(?![\w$]|\??:|\()/.test(withoutStrings);
}

function createProgram(entry: string): ts.Program {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT, undefined, configPath);
  if (parsed.errors.length)
    throw new Error(parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  return ts.createProgram({ rootNames: [entry], options: parsed.options });
}

function render(target: ReportTarget, entries: readonly ApiEntry[], undocumented: readonly string[]): string {
  const out = [
    `# API report: \`${target.packageName}\``,
    '',
    `<!-- Generated by \`npm run api-report\` (scripts/api-report.ts) from ${target.entry}. Do not edit by hand. -->`,
    '',
    `${target.about} A change to this file is a change to that contract: review it as one.`,
    '',
    `${entries.length} exports. Without TSDoc: ${undocumented.length ? undocumented.map((n) => `\`${n}\``).join(', ') : 'none'}.`,
    '',
  ];
  for (const e of entries) {
    out.push(`## \`${e.name}\``, '', `${e.kinds.join(', ')}${e.documented ? '' : ' (no TSDoc)'}`, '');
    if (e.signatures.length) out.push('```ts', ...e.signatures.flatMap((s) => s.split('\n')), '```', '');
  }
  return out.join('\n');
}

/** The report of an entry point (default the SDK's) as it is on disk now (one TypeScript program). */
export function buildApiReport(target: ReportTarget = SDK_REPORT): ApiReport {
  const ENTRY = join(ROOT, target.entry);
  const program = createProgram(ENTRY);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ENTRY);
  if (!source) throw new Error(`${relative(ROOT, ENTRY)} is not in the program`);
  const errors = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  if (errors.length) {
    const text = errors.map(
      (d) =>
        `${relative(ROOT, ENTRY)}:${d.start !== undefined ? source.getLineAndCharacterOfPosition(d.start).line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
    throw new Error(`${target.entry} does not compile:\n${text.join('\n')}`);
  }
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${target.entry} is not a module`);
  const entries = checker
    .getExportsOfModule(moduleSymbol)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((exported): ApiEntry => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return {
        name: exported.name,
        ...describe(checker, exported.name, target),
        documented: isDocumented(checker, exported, target),
      };
    });
  const undocumented = entries.filter((e) => !e.documented).map((e) => e.name);
  const withAny = entries.filter((e) => e.signatures.some(mentionsAny)).map((e) => e.name);
  return { text: render(target, entries, undocumented), entries, undocumented, withAny };
}

function sections(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(/^(?=## `)/m).slice(1)) map.set(part.slice(4, part.indexOf('`', 4)), part);
  return map;
}

/** A short hint of what differs: exports added, removed or changed, else the first differing line. */
function diffHint(committed: string, generated: string): string {
  const before = sections(committed);
  const after = sections(generated);
  const list = (names: string[]) =>
    names.length > 8 ? `${names.slice(0, 8).join(', ')} and ${names.length - 8} more` : names.join(', ');
  const added = [...after.keys()].filter((n) => !before.has(n));
  const removed = [...before.keys()].filter((n) => !after.has(n));
  const changed = [...after.keys()].filter((n) => before.has(n) && before.get(n) !== after.get(n));
  const parts = [
    added.length && `added: ${list(added)}`,
    removed.length && `removed: ${list(removed)}`,
    changed.length && `changed: ${list(changed)}`,
  ].filter(Boolean);
  if (parts.length) return parts.join('; ');
  const a = committed.split('\n');
  const b = generated.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const line = (s: string | undefined) =>
    s === undefined ? '(end of file)' : s.length > 120 ? `${s.slice(0, 119)}…` : s;
  return `first difference at line ${i + 1}:\n- ${line(a[i])}\n+ ${line(b[i])}`;
}

function main(args: readonly string[]): number {
  let status = 0;
  for (const target of REPORTS) {
    const file = join(ROOT, target.reportPath);
    const { text, entries, undocumented, withAny } = buildApiReport(target);
    if (args.includes('--check')) {
      let committed: string | undefined;
      try {
        committed = readFileSync(file, 'utf8');
      } catch {
        committed = undefined;
      }
      if (committed === text) {
        console.log(`${target.reportPath} is up to date (${entries.length} exports).`);
        continue;
      }
      console.error(
        `${target.reportPath} is out of date with ${target.entry}: run \`npm run api-report\` and commit it.`,
      );
      console.error(committed === undefined ? `(${target.reportPath} does not exist)` : diffHint(committed, text));
      status = 1;
      continue;
    }
    writeFileSync(file, text);
    console.log(`Wrote ${target.reportPath}: ${entries.length} exports.`);
    if (undocumented.length) console.warn(`Without TSDoc: ${undocumented.join(', ')}`);
    if (withAny.length) console.warn(`Signatures with \`any\`: ${withAny.join(', ')}`);
  }
  return status;
}

function isMain(): boolean {
  if (!process.argv[1]) return false;
  try {
    return (
      realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1]) ||
      pathToFileURL(process.argv[1]).href === import.meta.url
    );
  } catch {
    return false;
  }
}

if (isMain()) process.exitCode = main(process.argv.slice(2));
