// The plugin scaffold's templates: the one source of a new plugin's files (and of
// examples/plugin-template/, which is this generator's output for `plugin-template --kind widget`).
// Each template is a function of the plugin's names; the generated code imports only
// @portico/sdk, @portico/ui, @portico/ads, @portico/plugin/header, React, Fluent and the router
// (its dev API and test also @portico/dev and @portico/sdk/testing), so it passes the layer lint.

/** What a new plugin contributes: a header widget, a page, or a sub-app with its pages. */
export type PluginKind = 'widget' | 'page' | 'sub-app';

/** The names one id gives: `my-plugin` → `myPlugin`, `MyPlugin`. */
export interface PluginNames {
  readonly id: string;
  readonly camel: string;
  readonly pascal: string;
}

/** `my-plugin` → its names. */
export function namesOf(id: string): PluginNames {
  const camel = id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return { id, camel, pascal: camel[0].toUpperCase() + camel.slice(1) };
}

/** Path of the page a `page` plugin contributes (under /markets/ext/, clear of the sub-apps). */
export const pagePathOf = (id: string): string => `/markets/ext/${id}`;

/** The extension id of the component a kind mounts (what its test and the harness open). */
export function mainExtensionOf(id: string, kind: PluginKind): string {
  if (kind === 'widget') return `header-widget:${id}/widget`;
  if (kind === 'page') return `route:${id}/ext/${id}`;
  return `route:${id}/${id}`;
}

/** The URL the harness opens for a kind: its page, or the portal's home for a widget. */
export function firstRouteOf(id: string, kind: PluginKind): string {
  if (kind === 'page') return pagePathOf(id);
  if (kind === 'sub-app') return `/markets/${id}/`;
  return '/markets/';
}

const api = ({ id }: PluginNames) => `/**
 * The plugin's own calls (ours: the spec names none of them). Its dev-api.ts answers each in
 * development and tests; keep every path here, never as a literal elsewhere.
 */
export const API = {
  /** The user's to-do summary: \`{ count, list: [{ id, title, time }] }\`. */
  summary: '/v2/ext/${id}/summary',
} as const;

/** One to-do item as the plugin uses it. */
export interface TodoItem {
  readonly id: number;
  readonly title: string;
  readonly time: string;
}
`;

const messages = (kind: PluginKind) => `/** zh-CN texts of the plugin: every user-facing string lives here. */
export const MESSAGES = {
  title: '待办提醒',
${
  kind === 'widget'
    ? `  /** The header widget's text, e.g. 待办 3 (99+ above the \`limit\` option). */
  count: (shown: string) => \`待办 \${shown}\`,
  loading: '待办加载中',
`
    : `  pageDesc: '需要您处理的事项，按时间倒序排列。',
  listLabel: '待办列表',
  empty: '暂无数据',
`
}  loadFailed: '待办加载失败，请稍后再试',
} as const;
`;

const options = ({ id, pascal }: PluginNames) => `import { serviceRef, type OptionsSchema } from '@portico/sdk';

/** Options of the plugin in portal.config.json (\`plugins.<id>.options\`). */
export interface ${pascal}Options {
  /** The most to-dos the plugin counts or lists (1–999, default 99); more show as 99+. */
  readonly limit: number;
}

/** Default of {@link ${pascal}Options.limit}. */
export const DEFAULT_LIMIT = 99;

/** Validates the options at boot (a bad value disables the plugin with a diagnostic naming the key). */
export const optionsSchema: OptionsSchema<${pascal}Options> = {
  safeParse(input) {
    const raw = (input ?? {}) as { limit?: unknown };
    const limit = raw.limit ?? DEFAULT_LIMIT;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 999) {
      return { success: false, error: { issues: [{ path: ['limit'], message: 'must be a whole number from 1 to 999' }] } };
    }
    return { success: true, data: { limit } };
  },
};

/** The validated options, provided by the plugin's \`activate\` for its components (\`useService(optionsRef)\`). */
export const optionsRef = serviceRef<${pascal}Options>('plugin.${id}.options');
`;

const devApi = () => `import { apiPath, http, ok, withScenario, type ScenarioName } from '@portico/dev';
import { API } from './api';

const TODOS = [
  { id: 1, title: '创意「双十一大促横幅」审核未通过，请修改后重新提交', time: '2026-11-24 09:12' },
  { id: 2, title: '计划「品牌词-华东」今日预算已消耗 90%', time: '2026-11-24 08:40' },
  { id: 3, title: '账户余额不足 500 元，请及时充值', time: '2026-11-23 18:05' },
  { id: 4, title: '资质「食品经营许可证」将于 30 天后到期', time: '2026-11-23 10:30' },
  { id: 5, title: '商品库「冬季新品」同步失败 3 条', time: '2026-11-22 16:47' },
];

/** How many to-dos each scenario account has (others: none). */
const COUNTS: Partial<Record<ScenarioName, number>> = { owner: 3, agency: 5, 'operator-admin': 2, 'sub-owner': 1 };

/** Dev API of the plugin: its summary call, per scenario account (logged out: 403 as the real API). */
export default [
  http.post(
    apiPath(API.summary),
    withScenario((scenario) => {
      const list = TODOS.slice(0, COUNTS[scenario.name] ?? 0);
      return ok({ count: list.length, list });
    }),
  ),
];
`;

const loadHook = () => `import { useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { parseItems } from '@portico/ads';
import { API, type TodoItem } from './api';

/** What the summary call gave: the count and the good items, or an error. */
export type Summary = { readonly count: number; readonly list: readonly TodoItem[] } | 'loading' | 'error';

/** Reads the to-do summary once (bad items are skipped one by one; a bad count counts the items). */
export function useSummary(): Summary {
  const request = useService(requestRef);
  const [summary, setSummary] = useState<Summary>('loading');
  useEffect(() => {
    let live = true;
    request.call<unknown>(API.summary, {}, { silent: true }).then(
      (data) => {
        const list = parseItems(data, (t) =>
          typeof t.id === 'number' && typeof t.title === 'string'
            ? { id: t.id, title: t.title, time: typeof t.time === 'string' ? t.time : '' }
            : null,
        );
        const count = (data as { count?: unknown } | null)?.count;
        if (live) setSummary({ count: typeof count === 'number' && count >= 0 ? count : list.length, list });
      },
      () => live && setSummary('error'),
    );
    return () => {
      live = false;
    };
  }, [request]);
  return summary;
}
`;

const widget = () => `import { makeStyles, tokens } from '@fluentui/react-components';
import { useService } from '@portico/sdk';
import { MESSAGES } from './messages';
import { optionsRef } from './options';
import { useSummary } from './use-summary';

const useStyles = makeStyles({
  // Light text on the header's dark bar.
  text: { color: tokens.colorNeutralForegroundInverted, whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase300 },
});

/** The header widget: the user's to-do count, capped at the \`limit\` option (99+). */
export default function Widget() {
  const styles = useStyles();
  const { limit } = useService(optionsRef);
  const summary = useSummary();
  const text =
    summary === 'loading'
      ? MESSAGES.loading
      : summary === 'error'
        ? MESSAGES.loadFailed
        : MESSAGES.count(summary.count > limit ? \`\${limit}+\` : String(summary.count));
  // A status region: the count arrives after the header has rendered, and is announced politely.
  return (
    <span className={styles.text} role="status">
      {text}
    </span>
  );
}
`;

const page = () => `import { makeStyles, tokens } from '@fluentui/react-components';
import { useService, type PageProps } from '@portico/sdk';
import { PageFrame } from '@portico/ui';
import { MESSAGES } from './messages';
import { optionsRef } from './options';
import { useSummary } from './use-summary';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: \`\${tokens.spacingVerticalS} 0\`,
    borderBottom: \`\${tokens.strokeWidthThin} solid \${tokens.colorNeutralStroke2}\`,
  },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** The plugin's page: the to-do list, at most \`limit\` items (暂无数据 when empty). */
export default function Page({ title }: PageProps) {
  const styles = useStyles();
  const { limit } = useService(optionsRef);
  const summary = useSummary();
  return (
    <PageFrame title={title} description={MESSAGES.pageDesc}>
      {summary === 'loading' ? null : summary === 'error' ? (
        <p role="alert">{MESSAGES.loadFailed}</p>
      ) : summary.list.length === 0 ? (
        <p>{MESSAGES.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={MESSAGES.listLabel}>
          {summary.list.slice(0, limit).map((t) => (
            <li key={t.id} className={styles.item}>
              <span>{t.title}</span>
              <span className={styles.time}>{t.time}</span>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
`;

const pluginTs = (n: PluginNames, kind: PluginKind) => {
  const header = `import { ${kind === 'widget' ? 'definePlugin' : kind === 'page' ? 'definePlugin, PageBlueprint' : 'definePlugin, SubAppBlueprint'} } from '@portico/sdk';
${kind === 'widget' ? "import { HeaderWidgetBlueprint } from '@portico/plugin/header';\n" : ''}import { MESSAGES } from './messages';
import { optionsRef, optionsSchema, type ${n.pascal}Options } from './options';
`;
  if (kind === 'widget')
    return `${header}
/**
 * ${n.id}: a header widget (right slot) with the user's to-do count from this plugin's own call
 * (api.ts, answered in development by dev-api.ts), shown to logged-in users, options checked by
 * options.ts. The widget's code loads lazily: this manifest stays plain data.
 */
export default definePlugin<${n.pascal}Options>({
  id: '${n.id}',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: [
    HeaderWidgetBlueprint.make({
      name: 'widget',
      slot: 'right',
      order: 50,
      // Who sees it: a \`when\` clause over the session (see ARCHITECTURE.md, "when clauses").
      when: { loggedIn: true },
      loader: () => import('./Widget'),
    }),
  ],
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
`;
  if (kind === 'page')
    return `${header}import { PAGE_PATH } from './constants';

/**
 * ${n.id}: a page at ${pagePathOf(n.id)} listing the user's to-dos from this plugin's own call
 * (api.ts, answered in development by dev-api.ts), for logged-in users (others see 暂无权限).
 */
export default definePlugin<${n.pascal}Options>({
  id: '${n.id}',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: [
    PageBlueprint.make({
      path: PAGE_PATH,
      title: MESSAGES.title,
      when: { loggedIn: true },
      loader: () => import('./Page'),
    }),
  ],
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
`;
  return `${header}import { ROUTES, TITLES } from './routes';

/**
 * ${n.id}: a sub-app at /markets/${n.id}/ whose pages (routes.ts) load as one chunk, listing the
 * user's to-dos from this plugin's own call (api.ts, answered in development by dev-api.ts).
 */
export default definePlugin<${n.pascal}Options>({
  id: '${n.id}',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: SubAppBlueprint.make({
    name: '${n.camel}',
    namespace: '${n.id}',
    title: MESSAGES.title,
    pages: { load: () => import('./pages'), titles: TITLES, routes: ROUTES },
  }),
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
`;
};

const constants = (id: string) => `/** Path of the plugin's page (its route). */
export const PAGE_PATH = '${pagePathOf(id)}';
`;

const routes = () => `import type { SubAppPage } from '@portico/sdk';
import { MESSAGES } from './messages';

/** The title of each page, by its path after /markets/<namespace>. */
export const TITLES = { '/': MESSAGES.title } as const;

/** A page of the sub-app: a path that has a title. */
export type PagePath = keyof typeof TITLES;

/** The sub-app's pages: path and gate (a path without a title in TITLES does not compile). */
export const ROUTES: ReadonlyArray<SubAppPage<PagePath>> = [{ path: '/', when: { loggedIn: true } }];
`;

const subAppPages = () => `import type { ComponentType } from 'react';
import type { PageProps } from '@portico/sdk';
import Page from './Page';

/** The sub-app's pages chunk: the component of each path in routes.ts. */
export function page(path: string): ComponentType<PageProps> {
  void path; // One page so far: add a switch on \`path\` with the next route.
  return Page;
}
`;

const test = (n: PluginNames, kind: PluginKind) => {
  const ext = mainExtensionOf(n.id, kind);
  const shown =
    kind === 'widget'
      ? {
          owner: `expect(await t.findByText('待办 3')).toBeInTheDocument();`,
          capped: `expect(await t.findByText('待办 2+')).toBeInTheDocument();`,
          failed: `expect(await t.findByText(MESSAGES.loadFailed)).toBeInTheDocument();`,
        }
      : {
          owner: `expect(await t.findByRole('heading', { level: 1, name: MESSAGES.title })).toBeInTheDocument();
    expect(within(await t.findByRole('list', { name: MESSAGES.listLabel })).getAllByRole('listitem')).toHaveLength(3);`,
          capped: `expect(within(await t.findByRole('list', { name: MESSAGES.listLabel })).getAllByRole('listitem')).toHaveLength(2);`,
          failed: `expect(await t.findByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);`,
        };
  return `import { describe, expect, it, vi } from 'vitest';
${kind === 'widget' ? '' : "import { within } from '@testing-library/react';\n"}import { ApiError, requestRef } from '@portico/sdk';
import { createExtensionTester, mockService } from '@portico/sdk/testing';
import { API } from './api';
import handlers from './dev-api';
import { MESSAGES } from './messages';
import plugin from './plugin';

/** The extension under test, by its id (kind:plugin/name). */
const EXTENSION = '${ext}';

describe('${n.id}', () => {
  it("shows the owner's to-dos from the dev API", async () => {
    const t = await createExtensionTester(plugin, { extension: EXTENSION, scenario: 'owner', handlers });
    ${shown.owner}
  });

  it('counts at most the limit option, with a mocked request service', async () => {
    const list = [1, 2, 3, 4, 5].map((id) => ({ id, title: \`待办事项 \${id}\`, time: '2026-11-24 09:00' }));
    const call = vi.fn().mockResolvedValue({ count: 5, list });
    const t = await createExtensionTester(plugin, {
      extension: EXTENSION,
      options: { limit: 2 },
      services: [mockService(requestRef, { call })],
    });
    ${shown.capped}
    expect(call).toHaveBeenCalledWith(API.summary, {}, { silent: true });
  });

  it('says so when the call fails', async () => {
    const call = vi.fn().mockRejectedValue(new ApiError('网络错误，请稍后再试', 'http', null, API.summary, 502));
    const t = await createExtensionTester(plugin, { extension: EXTENSION, services: [mockService(requestRef, { call })] });
    ${shown.failed}
  });

  it('is hidden from logged-out users (its when clause)', async () => {
    const t = await createExtensionTester(plugin, { extension: EXTENSION, scenario: 'logged-out', handlers });
    expect(t.visible()).toBe(false);
    expect(t.queryByText(/待办/)).toBeNull();
  });
});
`;
};

/** Every file of a new plugin of `kind`, by its path inside the plugin's folder. */
export function pluginFiles(id: string, kind: PluginKind): Record<string, string> {
  const n = namesOf(id);
  const files: Record<string, string> = {
    'plugin.ts': pluginTs(n, kind),
    'api.ts': api(n),
    'messages.ts': messages(kind),
    'options.ts': options(n),
    'dev-api.ts': devApi(),
    'use-summary.ts': loadHook(),
    'plugin.test.tsx': test(n, kind),
  };
  if (kind === 'widget') files['Widget.tsx'] = widget();
  else files['Page.tsx'] = page();
  if (kind === 'page') files['constants.ts'] = constants(id);
  if (kind === 'sub-app') {
    files['routes.ts'] = routes();
    files['pages.tsx'] = subAppPages();
  }
  return files;
}
