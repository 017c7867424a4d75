import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveStyleRulesForSlots } from '@griffel/core';
import { tokens } from '@fluentui/react-components';
import { portalTokens } from '@portico/ui';
import { griffelAot } from './griffel-aot.mjs';

/** The two hooks the build calls, as the tests call them. */
interface Hooks {
  buildStart(): void;
  transform(code: string, id: string): Promise<{ code: string } | null>;
}

// A module as esbuild hands it on: styles from Fluent's tokens and the UI kit's (through the alias).
const id = resolve('plugins/header/components/aot-fixture.js');
const source = [
  "import { makeStyles, tokens } from '@fluentui/react-components';",
  "import { portalTokens } from '@portico/ui';",
  'export const useStyles = makeStyles({',
  "  bar: { display: 'flex', color: tokens.colorNeutralForeground1, backgroundColor: portalTokens.colorPortalHeaderBackground },",
  "  narrow: { '@media (max-width: 1439px)': { paddingLeft: tokens.spacingHorizontalS } },",
  '});',
].join('\n');

function plugin(): Hooks {
  const p = griffelAot() as unknown as Hooks;
  p.buildStart();
  return p;
}

describe('griffelAot (build-time Griffel)', () => {
  it('turns makeStyles into __styles with the class names the runtime would compute', async () => {
    const out = await plugin().transform(source, id);
    expect(out?.code).toContain('__styles(');
    expect(out?.code).not.toMatch(/\bmakeStyles\(/);
    const [classes] = resolveStyleRulesForSlots(
      {
        bar: {
          display: 'flex',
          color: tokens.colorNeutralForeground1,
          backgroundColor: portalTokens.colorPortalHeaderBackground,
        },
        narrow: { '@media (max-width: 1439px)': { paddingLeft: tokens.spacingHorizontalS } },
      },
      '',
    );
    const names = Object.values(classes).flatMap((slot) =>
      Object.values(slot)
        .flat()
        .filter((v) => typeof v === 'string'),
    );
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(out?.code).toContain(`"${name}"`);
    expect(out?.code).toContain('var(--colorPortalHeaderBackground)');
  }, 60_000);

  it('leaves modules without style factories alone', async () => {
    expect(await plugin().transform('export const x = 1;', id)).toBeNull();
  });

  it('fails the build, naming the file, when a style object cannot be computed at build time', async () => {
    const bad = [
      "import { makeStyles } from '@fluentui/react-components';",
      'export const useStyles = makeStyles({ root: { width: `${document.body.clientWidth}px` } });',
    ].join('\n');
    await expect(plugin().transform(bad, id)).rejects.toThrow(/aot-fixture\.js/);
  }, 60_000);
});
