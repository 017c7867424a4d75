import { describe, expect, it } from 'vitest';
import { foreignLiterals, ownersOf, pluginSources, type SourceFile } from './plugin-links';

// Plugins link to each other's pages through route refs (`@portico/plugin/<id>` exports each
// page's path and gate), never by writing another sub-app's path or spec §6 menu id: a literal
// drifts from the page it names and copies a gate that should have one definition.
const ROOT = process.cwd();

const TOOLBOX_ROUTES: SourceFile = {
  path: 'plugins/toolbox/routes.ts',
  text: [
    "export const NAMESPACE = 'toolbox';",
    'export const MENU = {',
    '  AD_DIAGNOSIS: 1047,',
    '  TOOLBOX_AND_MESSAGE_PLATFORM: 927,',
    '} as const;',
  ].join('\n'),
};
const literalsIn = (file: SourceFile) =>
  foreignLiterals([file], ownersOf([TOOLBOX_ROUTES, file])).map((f) => [f.line, f.literal, f.owner]);

describe("another plugin's page paths and menu ids", () => {
  it('appear in no plugin', () => {
    const files = pluginSources(ROOT);
    const owners = ownersOf(files);
    expect(owners.namespaces.get('toolbox')).toBe('toolbox');
    expect(owners.menus.get(1047)).toBe('toolbox');
    expect(owners.menus.get(927)).toBe('toolbox');
    expect(foreignLiterals(files, owners)).toEqual([]);
  });

  it('fire on a path of another sub-app, in a string or a template', () => {
    expect(
      literalsIn({
        path: 'plugins/help-assistant/constants.ts',
        text: [
          "export const WORK_ORDER_PATH = '/markets/toolbox/workOrderManage';",
          'export const home = `/markets/toolbox/Home?agency=true`;',
          "export const prefix = ['/markets/toolbox', 'x'];",
        ].join('\n'),
      }),
    ).toEqual([
      [1, '/markets/toolbox/workOrderManage', 'toolbox'],
      [2, '/markets/toolbox/Home?agency=true', 'toolbox'],
      [3, '/markets/toolbox', 'toolbox'],
    ]);
  });

  it('fire on a menu id of another plugin, as a gate, a constant or a table entry', () => {
    expect(
      literalsIn({
        path: 'plugins/header/constants.ts',
        text: [
          'export const MENU = { TOOLBOX_AND_MESSAGE_PLATFORM: 927, BRAND_DELIVERY: 577 } as const;',
          'export const AD_DIAGNOSIS_MENU = 1047;',
          'export const gate = { all: [{ menu: 927 }, { pushUser: false }] };',
        ].join('\n'),
      }),
    ).toEqual([
      [1, '927', 'toolbox'],
      [2, '1047', 'toolbox'],
      [3, '927', 'toolbox'],
    ]);
  });

  it('leave alone the plugin’s own paths, other numbers, other prefixes and comments', () => {
    expect(
      literalsIn({
        path: 'plugins/toolbox/tabs.ts',
        text: "export const to = '/markets/toolbox/Home';\nexport const MENU = { OWN: 1047 };",
      }),
    ).toEqual([]);
    expect(
      literalsIn({
        path: 'plugins/header/x.ts',
        text: [
          '// spec §2.3: a work-order link goes to /markets/toolbox/workOrderManage (menu 927)',
          '/** Menu 1047: ad diagnosis. */',
          'export const width = 927;',
          "export const other = '/markets/toolboxes/x';",
        ].join('\n'),
      }),
    ).toEqual([]);
  });
});
