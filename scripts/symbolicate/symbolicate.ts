import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** One frame of a stack as a browser wrote it: the function (if named), the script and its position. */
export interface MinifiedFrame {
  readonly fn: string | null;
  /** The script's file under the build (`assets/main-3f2a.js`). */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** The frame's text as written. */
  readonly text: string;
}

/** Where a frame's code was written: the source file, its line and column, and the enclosing function. */
export interface OriginalFrame {
  readonly frame: MinifiedFrame;
  readonly source: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly fn: string | null;
}

// Chromium: `at fn (url:l:c)` or `at url:l:c`; Firefox and Safari: `fn@url:l:c`.
const FRAME =
  /(?:at\s+(?:([^\s(]+(?:\s\[as [^\]]+\])?)\s+\()?|([^\s@]*)@)(?:https?:\/\/[^/\s]+)?\/((?:assets\/)[^\s:()]+\.js)(?:\?[^\s:()]*)?:(\d+):(\d+)/g;

/**
 * A report as it reaches the operator may be a beacon URL (`msg[0]=…&build=…`, form-encoded) or a
 * console upload: decode it once so the stack reads as the browser wrote it.
 */
export function decodeReport(text: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The build id a report names (`build=<id>`, `"build":"<id>"`), if any. */
export function buildIdOf(text: string): string | null {
  const m = /(?:[?&\s]|^)build=([\w.-]+)|"build"\s*:\s*"([\w.-]+)"/.exec(text);
  return m ? (m[1] ?? m[2]) : null;
}

/** The frames of the stacks in a report, in order. */
export function parseFrames(text: string): MinifiedFrame[] {
  return [...text.matchAll(FRAME)].map((m) => ({
    fn: m[1] || m[2] || null,
    file: m[3],
    line: Number(m[4]),
    column: Number(m[5]),
    text: m[0],
  }));
}

// A function's head in the original source: `function name(`, `name = (…) =>`, `name(…) {` (a method).
const FUNCTION_HEAD = [
  /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*[<(]/,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)/,
  /^\s*(?:(?:public|private|protected|static|override|async|get|set)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{]+)?\{\s*$/,
];
const NOT_FUNCTIONS = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'function']);

/**
 * The function a line is in, read from the source: the nearest function head above it (source maps
 * name tokens, not scopes). Good enough to name the frame; the file and line are exact.
 */
export function enclosingFunction(content: string | null | undefined, line: number): string | null {
  if (!content) return null;
  const lines = content.split('\n');
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i -= 1) {
    for (const head of FUNCTION_HEAD) {
      const name = head.exec(lines[i])?.[1];
      if (name && !NOT_FUNCTIONS.has(name)) return name;
    }
  }
  return null;
}

/** The maps of one build: `<mapsDir>/<file>.map`, each read once. */
export function mapsOf(mapsDir: string): (file: string) => TraceMap | null {
  const cache = new Map<string, TraceMap | null>();
  return (file) => {
    if (!cache.has(file)) {
      const path = join(mapsDir, `${file}.map`);
      cache.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return cache.get(file) ?? null;
  };
}

/** Each frame where it was written (a frame of a file without a map keeps nulls). */
export function symbolicate(
  frames: readonly MinifiedFrame[],
  mapOf: (file: string) => TraceMap | null,
): OriginalFrame[] {
  return frames.map((frame) => {
    const map = mapOf(frame.file);
    const pos = map ? originalPositionFor(map, { line: frame.line, column: frame.column - 1 }) : null;
    if (!map || !pos?.source) return { frame, source: null, line: null, column: null, fn: null };
    const index = map.resolvedSources.indexOf(pos.source);
    const content = index >= 0 ? map.sourcesContent?.[index] : null;
    return {
      frame,
      source: cleanSource(pos.source),
      line: pos.line,
      column: pos.column === null ? null : pos.column + 1,
      fn: enclosingFunction(content, pos.line ?? 0) ?? pos.name,
    };
  });
}

/** A source path as the repository names it (`plugins/report/pages/TrendPlot.tsx`), not `../../plugins/…`. */
function cleanSource(source: string): string {
  const at = source.search(/(?:^|\/)(?:core|sdk|ui|ads|shell|host|plugins|examples|node_modules)\//);
  return at < 0 ? source : source.slice(source[at] === '/' ? at + 1 : at);
}

/** One line per frame: `at fn (file:line:column)`, or the minified one, marked, when no map knows it. */
export function formatFrames(frames: readonly OriginalFrame[]): string {
  return frames
    .map((f) =>
      f.source
        ? `    at ${f.fn ?? '<anonymous>'} (${f.source}:${f.line}:${f.column})`
        : `    at ${f.frame.fn ?? '<anonymous>'} (${f.frame.file}:${f.frame.line}:${f.frame.column}) (no map)`,
    )
    .join('\n');
}
