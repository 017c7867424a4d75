import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  buildIdOf,
  decodeReport,
  enclosingFunction,
  formatFrames,
  mapsOf,
  parseFrames,
  symbolicate,
} from './symbolicate';

const SOURCE = [
  "import { useState } from 'react';", // 1
  '', // 2
  'export function WeatherCard(props: { city: string }) {', // 3
  '  const [open] = useState(false);', // 4
  "  if (!props.city) throw new Error('no city');", // 5
  '  return open ? props.city : null;', // 6
  '}', // 7
].join('\n');

/** A minified chunk of SOURCE with its hidden map under `<maps>/assets/`, as the release build keeps it. */
async function minifiedBuild() {
  const out = await transform(SOURCE, {
    loader: 'tsx',
    minify: true,
    format: 'esm',
    sourcemap: 'external',
    sourcefile: '../../plugins/weather/WeatherCard.tsx',
    sourcesContent: true,
  });
  const maps = mkdtempSync(join(tmpdir(), 'portico-maps-'));
  mkdirSync(join(maps, 'assets'));
  writeFileSync(join(maps, 'assets/plugin-weather-ab12.js.map'), out.map);
  const column = out.code.indexOf('throw') + 1;
  return { maps, column, lineOne: out.code.split('\n')[0] };
}

describe('npm run symbolicate', () => {
  it('reads the frames of Chromium and Firefox stacks, with or without a function name', () => {
    const frames = parseFrames(
      [
        'Error: no city',
        '    at ue (https://ad.example.com/assets/plugin-weather-ab12.js:1:230)',
        '    at https://ad.example.com/assets/main-3f2a.js:1:48211',
        'ue@https://ad.example.com/assets/plugin-weather-ab12.js?retry=1:1:231',
      ].join('\n'),
    );
    expect(frames.map((f) => [f.fn, f.file, f.line, f.column])).toEqual([
      ['ue', 'assets/plugin-weather-ab12.js', 1, 230],
      [null, 'assets/main-3f2a.js', 1, 48211],
      ['ue', 'assets/plugin-weather-ab12.js', 1, 231],
    ]);
  });

  it('finds the build id of a beacon URL or a console upload, decoded', () => {
    const beacon = decodeReport('/badjs?id=1&build=20261128T2215-3f9a1c&msg%5B0%5D=Error%3A+x%0A++++at+a');
    expect(buildIdOf(beacon)).toBe('20261128T2215-3f9a1c');
    expect(beacon).toContain('Error: x\n    at a');
    expect(buildIdOf('{"log":"[]","build":"20261128T2215-3f9a1c"}')).toBe('20261128T2215-3f9a1c');
    expect(buildIdOf('no id here')).toBeNull();
  });

  it("maps a minified frame back to the plugin's .tsx line and function", async () => {
    const { maps, column } = await minifiedBuild();
    const [frame] = symbolicate(
      parseFrames(`Error: no city\n    at a (https://ad.example.com/assets/plugin-weather-ab12.js:1:${column})`),
      mapsOf(maps),
    );
    expect(frame).toMatchObject({ source: 'plugins/weather/WeatherCard.tsx', line: 5, fn: 'WeatherCard' });
    expect(formatFrames([frame])).toMatch(/at WeatherCard \(plugins\/weather\/WeatherCard\.tsx:5:\d+\)/);
  });

  it('keeps a frame whose file has no map as written', () => {
    const [frame] = symbolicate(parseFrames('at x (https://h/assets/other-1.js:1:5)'), () => null);
    expect(formatFrames([frame])).toBe('    at x (assets/other-1.js:1:5) (no map)');
  });

  it('names the function around a line from the source', () => {
    const source =
      'export const load = async () => {\n  const a = 1;\n  return a;\n};\nclass A {\n  open(url: string) {\n    go(url);\n  }\n}';
    expect(enclosingFunction(source, 3)).toBe('load');
    expect(enclosingFunction(source, 7)).toBe('open');
    expect(enclosingFunction(null, 1)).toBeNull();
  });
});
