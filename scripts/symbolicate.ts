// `npm run symbolicate -- <report file | pasted stack> [--build <id>] [--maps <folder>]`: prints
// where each frame of an error report's stacks was written (file, line, function), from the hidden
// source maps the release build keeps beside its output (`<outDir>-maps/<build id>/`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIdOf, decodeReport, formatFrames, mapsOf, parseFrames, symbolicate } from './symbolicate/symbolicate';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
}

/** The folders builds keep their maps in (`dist-maps`, `dist-release-maps` …), under the checkout. */
const mapRoots = (given?: string) =>
  given ? [given] : readdirSync('.').filter((d) => d.endsWith('-maps') && existsSync(d));

function main(argv: string[]): number {
  const args = [...argv];
  const build = option(args, '--build');
  const root = option(args, '--maps');
  const input = args.join(' ');
  const text = decodeReport(
    input && existsSync(input) ? readFileSync(input, 'utf8') : input || readFileSync(0, 'utf8'),
  );
  const frames = parseFrames(text);
  if (!frames.length) {
    console.error('symbolicate: no stack frame (…/assets/<file>.js:<line>:<column>) in the input');
    return 2;
  }
  const id = build ?? buildIdOf(text);
  if (!id) {
    console.error('symbolicate: the report names no build (build=…); give it with --build <id>');
    return 2;
  }
  const dir = mapRoots(root)
    .map((r) => join(r, id))
    .find((d) => existsSync(d));
  if (!dir) {
    console.error(`symbolicate: no maps of build ${id} in ${mapRoots(root).join(', ') || 'any *-maps folder'}`);
    return 2;
  }
  console.log(`build ${id} (${dir})`);
  console.log(formatFrames(symbolicate(frames, mapsOf(dir))));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
