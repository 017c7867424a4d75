// A failed build as the author needs it: the file and line, the compiler's message and the lines
// around it, for the terminal and for the overlay the harness shows on the page.
import { relative } from 'node:path';

/** Where a build failed and why. `file` is relative to the checkout; `line` and `column` count from 1. */
export interface BuildProblem {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
  /** The source lines around the error, with a caret under it. */
  readonly frame?: string;
}

/** esbuild's message inside a Rollup plugin error (rollup-plugin-esbuild passes its `errors` on). */
interface EsbuildMessage {
  readonly text: string;
  readonly location?: {
    readonly file: string;
    readonly line: number;
    readonly column: number;
    readonly lineText: string;
  } | null;
}

interface RollupLikeError {
  readonly message?: string;
  readonly id?: string;
  readonly loc?: { readonly file?: string; readonly line: number; readonly column: number };
  readonly frame?: string;
  readonly plugin?: string;
  readonly errors?: readonly EsbuildMessage[];
}

/** Reads an error thrown by Rollup or one of its plugins. */
export function buildProblem(err: unknown, root: string): BuildProblem {
  const e = (err ?? {}) as RollupLikeError;
  const rel = (file: string | undefined) => (file ? relative(root, file) : undefined);
  const esbuild = e.errors?.find((m) => m.location) ?? e.errors?.[0];
  if (esbuild) {
    const at = esbuild.location;
    // esbuild counts the column in UTF-8 bytes: a line with Chinese text puts it far too right.
    const before = at ? Buffer.from(at.lineText).subarray(0, at.column).toString() : '';
    return {
      file: rel(at?.file ?? e.id),
      line: at?.line,
      column: at ? before.length + 1 : undefined,
      message: esbuild.text,
      frame: at
        ? `${at.line} | ${at.lineText}\n${' '.repeat(String(at.line).length)} | ${' '.repeat(displayWidth(before))}^`
        : undefined,
    };
  }
  const message = (e.message ?? String(err))
    // Rollup prefixes a plugin's message with the plugin's name and repeats the file after it.
    .replace(/^\[plugin [^\]]+\] /, '')
    .replace(/^[^\s:]+\.[cm]?[jt]sx?(?: \(\d+:\d+\))?: /, '');
  return {
    file: rel(e.loc?.file ?? e.id),
    line: e.loc?.line,
    column: e.loc && e.loc.column + 1,
    message,
    frame: e.frame,
  };
}

/** Columns a text takes in a terminal or a monospace font: CJK characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch)
      ? 2
      : 1;
  return width;
}

/** The problem as terminal lines: `file:line:column message`, then the frame. */
export function formatProblem(p: BuildProblem): string {
  const where = p.file ? `${p.file}${p.line ? `:${p.line}:${p.column ?? 1}` : ''} ` : '';
  return `${where}${p.message}${p.frame ? `\n${p.frame}` : ''}`;
}
