import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layer rule bites: each snippet is linted as if it lived at the given path.
const eslint = new ESLint({ cwd: process.cwd() });
const problems = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('layer lint (core → sdk → plugins → host)', () => {
  it('refuses core imports from a plugin', async () => {
    expect(await problems('plugins/demo/plugin.ts', "import { Container } from '@portico/core';\nexport const x = Container;\n")).toHaveLength(1);
  });

  it("refuses a plugin importing another plugin's internals", async () => {
    expect(await problems('plugins/demo/plugin.ts', "import x from '../../plugins/header/tabs';\nexport const y = x;\n")).toHaveLength(1);
  });

  it('refuses React in core and sdk/plugins in core', async () => {
    expect(await problems('core/services/x.ts', "import { useState } from 'react';\nexport const y = useState;\n")).toHaveLength(1);
    expect(await problems('core/services/x.ts', "import { definePlugin } from '@portico/sdk';\nexport const y = definePlugin;\n")).toHaveLength(1);
  });

  it('refuses tsyringe outside core/di', async () => {
    expect(await problems('core/session/x.ts', "import { container } from 'tsyringe';\nexport const y = container;\n")).toHaveLength(1);
    expect(await problems('core/di/x.ts', "import { container } from 'tsyringe';\nexport const y = container;\n")).toHaveLength(0);
  });

  it('refuses host imports from the sdk', async () => {
    expect(await problems('sdk/react/x.ts', "import { CATALOG } from '../../host/catalog';\nexport const y = CATALOG;\n")).toHaveLength(1);
  });

  it('allows a plugin to import the sdk', async () => {
    expect(await problems('plugins/demo/plugin.ts', "import { definePlugin } from '@portico/sdk';\nexport const y = definePlugin;\n")).toHaveLength(0);
  });
});
