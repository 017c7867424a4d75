import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Proves the layer rule bites: each snippet is linted as if it lived at the given path. The paths
// do not exist, so the typed rules (tests/lint/typed.test.ts) are off here.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const problems = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: file });
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'portico/plugin-boundary')
    .map((m) => m.message);
};

describe('layer lint (core → sdk → shell → plugins → host; dev and testing beside)', () => {
  it('refuses core imports from a plugin', async () => {
    expect(
      await problems(
        'plugins/demo/plugin.ts',
        "import { Container } from '@portico/core';\nexport const x = Container;\n",
      ),
    ).toHaveLength(1);
  });

  it("refuses a plugin importing another plugin's internals", async () => {
    expect(
      await problems('plugins/demo/plugin.ts', "import x from '../../plugins/header/tabs';\nexport const y = x;\n"),
    ).toHaveLength(1);
    expect(
      await problems('plugins/demo/plugin.ts', "import x from '../header/tabs';\nexport const y = x;\n"),
    ).toHaveLength(1);
    expect(
      await problems('plugins/demo/components/x.tsx', "import x from '../../header/tabs';\nexport const y = x;\n"),
    ).toHaveLength(1);
    expect(
      await problems('plugins/demo/components/x.tsx', "import x from '../messages';\nexport const y = x;\n"),
    ).toHaveLength(0);
  });

  it("lets a plugin reach another plugin's extension points through its public contract", async () => {
    expect(
      await problems(
        'plugins/demo/plugin.ts',
        "import { HeaderTabBlueprint } from '@portico/plugin/header';\nexport const y = HeaderTabBlueprint;\n",
      ),
    ).toHaveLength(0);
  });

  it('refuses React in core and sdk/plugins in core', async () => {
    expect(
      await problems('core/services/x.ts', "import { useState } from 'react';\nexport const y = useState;\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'core/services/x.ts',
        "import { definePlugin } from '@portico/sdk';\nexport const y = definePlugin;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses tsyringe outside core/di', async () => {
    expect(
      await problems('core/session/x.ts', "import { container } from 'tsyringe';\nexport const y = container;\n"),
    ).toHaveLength(1);
    expect(
      await problems('core/di/x.ts', "import { container } from 'tsyringe';\nexport const y = container;\n"),
    ).toHaveLength(0);
  });

  it('refuses host imports from the sdk', async () => {
    expect(
      await problems('sdk/react/x.ts', "import { CATALOG } from '../../host/catalog';\nexport const y = CATALOG;\n"),
    ).toHaveLength(1);
  });

  it('allows a plugin to import the sdk', async () => {
    expect(
      await problems(
        'plugins/demo/plugin.ts',
        "import { definePlugin } from '@portico/sdk';\nexport const y = definePlugin;\n",
      ),
    ).toHaveLength(0);
  });

  it("refuses msw and the dev API in core and in a plugin's runtime code", async () => {
    expect(await problems('core/request/x.ts', "import { http } from 'msw';\nexport const y = http;\n")).toHaveLength(
      1,
    );
    expect(
      await problems('core/request/x.ts', "import { ok } from '@portico/dev';\nexport const y = ok;\n"),
    ).toHaveLength(1);
    expect(
      await problems('plugins/demo/widget.ts', "import { ok } from '@portico/dev';\nexport const y = ok;\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'plugins/demo/widget.ts',
        "import { renderPortal } from '@portico/sdk/testing';\nexport const y = renderPortal;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems('plugins/demo/dev-api.ts', "import { ok } from '@portico/dev';\nexport const y = ok;\n"),
    ).toHaveLength(0);
    expect(
      await problems(
        'plugins/demo/plugin.test.ts',
        "import { renderPortal } from '@portico/sdk/testing';\nexport const y = renderPortal;\n",
      ),
    ).toHaveLength(0);
  });

  it('refuses the shell and the SDK internals in a plugin, and the shell in the sdk', async () => {
    expect(
      await problems(
        'plugins/demo/plugin.ts',
        "import { PortalShell } from '@portico/shell';\nexport const y = PortalShell;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'plugins/demo/plugin.ts',
        "import { forgetLoader } from '@portico/sdk/internal';\nexport const y = forgetLoader;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'sdk/react/x.ts',
        "import { PortalShell } from '@portico/shell';\nexport const y = PortalShell;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems('dev/x.ts', "import { definePlugin } from '@portico/sdk';\nexport const y = definePlugin;\n"),
    ).toHaveLength(1);
  });

  it('places the UI kit above the contract: plugins and the shell import it, core and sdk do not', async () => {
    const ui = "import { DataTable } from '@portico/ui';\nexport const y = DataTable;\n";
    expect(await problems('plugins/demo/pages/x.tsx', ui)).toHaveLength(0);
    expect(await problems('shell/x.tsx', ui)).toHaveLength(0);
    expect(await problems('core/services/x.ts', ui)).toHaveLength(1);
    expect(await problems('sdk/react/x.ts', ui)).toHaveLength(1);
    expect(await problems('dev/x.ts', ui)).toHaveLength(1);
    expect(
      await problems(
        'plugins/demo/pages/x.tsx',
        "import { Pager } from '../../../ui/components/Pager';\nexport const y = Pager;\n",
      ),
    ).toContainEqual(expect.stringContaining('ui/'));
  });

  it('keeps the UI kit below the shell, the plugins and the SDK internals', async () => {
    expect(
      await problems(
        'ui/components/x.tsx',
        "import { PortalShell } from '@portico/shell';\nexport const y = PortalShell;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'ui/components/x.tsx',
        "import { HeaderTabBlueprint } from '@portico/plugin/header';\nexport const y = HeaderTabBlueprint;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'ui/components/x.tsx',
        "import { usePortal } from '@portico/sdk/internal';\nexport const y = usePortal;\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'ui/components/x.tsx',
        "import { useService } from '@portico/sdk';\nexport const y = useService;\n",
      ),
    ).toHaveLength(0);
  });

  it('places the advertising domain beside the contract: no UI, nothing above it; core and sdk do not import it', async () => {
    const ads = "import { formatPrice } from '@portico/ads';\nexport const y = formatPrice;\n";
    expect(await problems('plugins/demo/pages/x.tsx', ads)).toHaveLength(0);
    expect(await problems('ui/data-table/x.tsx', ads)).toHaveLength(0);
    expect(await problems('dev/x.ts', ads)).toHaveLength(0);
    expect(await problems('core/services/x.ts', ads)).toHaveLength(1);
    expect(await problems('sdk/react/x.ts', ads)).toHaveLength(1);
    expect(await problems('ads/x.ts', "import { useState } from 'react';\nexport const y = useState;\n")).toHaveLength(
      1,
    );
    expect(
      await problems('ads/x.ts', "import { definePlugin } from '@portico/sdk';\nexport const y = definePlugin;\n"),
    ).toHaveLength(1);
    expect(
      await problems('ads/x.ts', "import { DataTable } from '@portico/ui';\nexport const y = DataTable;\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'plugins/demo/x.ts',
        "import { parseItems } from '../../ads/items';\nexport const y = parseItems;\n",
      ),
    ).toContainEqual(expect.stringContaining('ads/'));
  });

  it('keeps the UI kit and the advertising domain on the contract: neither imports core', async () => {
    const core = "import { notifierRef } from '@portico/core';\nexport const y = notifierRef;\n";
    const coreType = "import type { When } from '@portico/core';\nexport type Y = When;\n";
    expect(await problems('ui/components/x.tsx', core)).toHaveLength(1);
    expect(await problems('ui/hooks/x.ts', coreType)).toHaveLength(1);
    expect(await problems('ui/index.ts', "export { measureWithRetry } from '@portico/core';\n")).toHaveLength(1);
    expect(
      await problems(
        'ui/hooks/x.ts',
        "import { TIME_LIMITS } from '../../core/time-limits';\nexport const y = TIME_LIMITS;\n",
      ),
    ).toHaveLength(1);
    expect(await problems('ads/x.ts', core)).toHaveLength(1);
    expect(await problems('ads/index.ts', "export { AUDIT_STATUS } from '@portico/core';\n")).toHaveLength(1);
    expect(
      await problems('ads/x.ts', "import { TIME_LIMITS } from '../core/time-limits';\nexport const y = TIME_LIMITS;\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'ui/components/x.tsx',
        "import { notifierRef } from '@portico/sdk';\nexport const y = notifierRef;\n",
      ),
    ).toHaveLength(0);
  });
});
