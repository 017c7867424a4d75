import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the promise rules and the hooks rules bite where eslint.config.mjs applies them. The
// snippets live at paths that do not exist, so the project service types them in a default
// project with the portal's compiler options (tsconfig.json).
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['core/lint-demo/*.ts', 'plugins/lint-demo/*.ts', 'plugins/lint-demo/*.tsx'],
          defaultProject: 'tsconfig.json',
        },
      },
    },
  },
});
const rulesHit = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: file });
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages.map((m) => m.ruleId);
};

describe('typed lint (promises) and the hooks rules on .ts and .tsx', () => {
  it('refuses a promise nobody awaits, and lets an awaited or void-marked one pass', async () => {
    const save = 'declare function save(): Promise<void>;\n';
    expect(await rulesHit('core/lint-demo/x.ts', `${save}export function f() {\n  save();\n}\n`)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
    expect(await rulesHit('core/lint-demo/x.ts', `${save}export async function f() {\n  await save();\n}\n`)).toEqual(
      [],
    );
    expect(await rulesHit('core/lint-demo/x.ts', `${save}export function f() {\n  void save();\n}\n`)).toEqual([]);
  });

  it('refuses an async click handler, and lets one that handles its promise pass', async () => {
    const component = (handler: string) =>
      `declare function save(): Promise<void>;\nexport function Save() {\n  return <button type="button" onClick={${handler}}>保存</button>;\n}\n`;
    expect(await rulesHit('plugins/lint-demo/Save.tsx', component('async () => { await save(); }'))).toEqual([
      '@typescript-eslint/no-misused-promises',
    ]);
    expect(
      await rulesHit('plugins/lint-demo/Save.tsx', component('() => {\n    save().catch(() => undefined);\n  }')),
    ).toEqual([]);
  });

  it('applies the hooks rules to a hook in a .ts file', async () => {
    const hook = `import { useEffect, useState } from 'react';
export function useCount(n: number) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(n);
  }, [n]);
  return count;
}
`;
    expect(await rulesHit('plugins/lint-demo/use-count.ts', hook)).toEqual(['react-hooks/set-state-in-effect']);
  });
});
