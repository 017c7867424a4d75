import { describe, expect, it } from 'vitest';
import { buildPointsTable, collectRows, renderTable, TABLE_FILE } from './points-table';

// The extension points table in ARCHITECTURE.md is written from each point's `description` and
// schema; a point changed without `npm run points-table` fails here.
describe('extension points table', () => {
  it(`matches the points: ${TABLE_FILE} is what \`npm run points-table\` writes`, async () => {
    const { expected, committed } = await buildPointsTable();
    expect(committed, `${TABLE_FILE}: the extension points table is out of date; run \`npm run points-table\``).toBe(
      expected,
    );
  }, 120_000);

  it('has a row per point with its Blueprint, its own fields and its description', async () => {
    const rows = await collectRows();
    const header = rows.find((r) => r.kind === '`header-widget`');
    expect(header?.blueprints).toBe('`HeaderWidgetBlueprint` (`@portico/plugin/header`)');
    expect(header?.fields).toContain('`slot`: `left` \\| `right`');
    expect(header?.fields).not.toContain('`name`');
    expect(renderTable(rows)).toContain(header?.description);
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['`route`', '`sub-app`', '`toolbox-entry`']));
  }, 120_000);
});
