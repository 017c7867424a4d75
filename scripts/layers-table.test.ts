import { describe, expect, it } from 'vitest';
import { forbiddenFor } from '../layers.mjs';
import { buildLayersTable, LAYERS_FILE, renderLayersTable } from './layers-table';

// ARCHITECTURE.md's layer table is written from layers.mjs, the table the lint derives its rules
// from; a layer changed without `npm run layers-table` fails here.
describe('layer table', () => {
  it(`matches layers.mjs: ${LAYERS_FILE} is what \`npm run layers-table\` writes`, async () => {
    const { expected, committed } = await buildLayersTable();
    expect(committed, `${LAYERS_FILE}: the layer table is out of date; run \`npm run layers-table\``).toBe(expected);
  });

  it('states what each layer may import, as the lint enforces it', () => {
    expect(renderLayersTable()).toContain('| `ui/` | `@portico/ui` | `sdk`, `ads` |');
    expect(forbiddenFor('ui')).not.toContain('sdk');
    expect(forbiddenFor('ui')).toContain('shell');
    expect(forbiddenFor('core')).toContain('ads');
  });
});
