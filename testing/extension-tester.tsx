import { FluentProvider } from '@fluentui/react-components';
import { act, render, type RenderResult } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import type { RequestHandler } from 'msw';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  contributionId,
  lifecycleRef,
  permissionRef,
  type Diagnostic,
  type Loader,
  type PluginDefinition,
  type PortalRuntime,
  type Registered,
  type ServiceOverride,
  type ServiceRef,
} from '@portico/core';
import type { ScenarioName } from '@portico/dev';
import { LazyContribution, useService } from '@portico/sdk';
import { PortalContext } from '@portico/sdk/internal';
import { NoticeCenter, portalTheme } from '@portico/shell';
import { bootForTest, sessionRoute, type RecordedLocation } from './test-boot';

/**
 * A service double for {@link createExtensionTester} (and anything that takes
 * `ServiceOverride`s): resolving `ref` gives it instead of the portal's service.
 */
export type MockedService<T> = ServiceOverride<T>;

/** Members a runtime, React or a promise may probe on any object: never reported as not mocked. */
const PROBED = new Set(['then', 'toJSON', '$$typeof', 'constructor', 'nodeType', 'asymmetricMatch']);

/**
 * A partial implementation of a service, completed with functions that throw
 * `not mocked: <ref id>.<member>` — a test names exactly what its extension uses, and a call it
 * did not expect fails loudly instead of reaching the network. Members are read on each access,
 * so a test may change `impl` between steps.
 *
 * @example
 * ```ts
 * const request = mockService(requestRef, {
 *   call: async <T,>() => ({ count: 3 }) as T,
 * });
 * await createExtensionTester(plugin, { extension: 'header-widget:my-plugin/badge', services: [request] });
 * // request.value.get(...) throws: not mocked: core.request.get
 * ```
 */
export function mockService<T extends object>(ref: ServiceRef<T>, impl: Partial<T>): MockedService<T> {
  const given = impl as Record<PropertyKey, unknown>;
  const value = new Proxy(given, {
    get(target, member) {
      if (member in target) return target[member];
      if (typeof member === 'symbol' || PROBED.has(member)) return undefined;
      return () => {
        throw new Error(`not mocked: ${ref.id}.${member} (give it in mockService(${ref.id}, { ${member}: … }))`);
      };
    },
  }) as unknown as T;
  return Object.freeze({ ref, value });
}

/** Options of {@link createExtensionTester}. */
export interface ExtensionTesterOptions {
  /** Id of the contribution to mount, `kind:plugin/name` (`header-widget:my-plugin/badge`, `route:my-plugin/x`). */
  readonly extension: string;
  /** Scenario account whose session facts (user, menus, roles) the extension sees; default `owner`. */
  readonly scenario?: ScenarioName;
  /** Service doubles ({@link mockService}) in place of the portal's services or of other plugins' APIs. */
  readonly services?: readonly ServiceOverride[];
  /** The plugin's options, as in `portal.config.json` `plugins.<id>.options` (validated by its schema). */
  readonly options?: unknown;
  /** Other plugins the plugin requires (by id); they are activated, not rendered. */
  readonly plugins?: ReadonlyArray<PluginDefinition<unknown>>;
  /** Extra MSW handlers: the plugin's `dev-api.ts`, or per-test answers. */
  readonly handlers?: readonly RequestHandler[];
  /** The URL the router starts at; default the page's own path for a page, else `/markets/`. */
  readonly route?: string;
  /** Props for the mounted component (a tab flyout's `children`); a page gets `{ title }` by default. */
  readonly props?: object;
}

/** What {@link createExtensionTester} returns: Testing Library's result plus the portal it mounted in. */
export interface ExtensionTester extends RenderResult {
  /** The mounted contribution as the registry holds it (validated against its point). */
  readonly contribution: Registered;
  readonly runtime: PortalRuntime;
  readonly diagnostics: readonly Diagnostic[];
  /** Navigations the extension asked the browser for (login redirects, external links). */
  readonly location: RecordedLocation;
  /** Whether the contribution's `when` clause allows it for the session now (live: it follows the session). */
  visible(): boolean;
}

type Mountable = Registered & { readonly loader: Loader<ComponentType<object>> };
const hasLoader = (c: Registered): c is Mountable => typeof (c as { loader?: unknown }).loader === 'function';

/** The mounted contribution, gated by its `when` like the portal's slots and routes (an observer). */
const Mounted = observer(function Mounted({ contribution, props }: { contribution: Mountable; props: object }) {
  const permission = useService(permissionRef);
  if (!permission.allows(contribution.when)) return null;
  return <LazyContribution contribution={contribution} props={props} />;
});

/**
 * Mounts ONE extension of a plugin — a header widget, a page, a layout component, a tab flyout —
 * with a scenario's session and mocked services, without the rest of the portal: no header, no
 * routes, no other plugins (as Backstage's `createExtensionTester`). The portal boots the way
 * the host does (`startPortal`: session from the dev API, the plugin activated with its options,
 * its contributions validated) and the one contribution renders inside its `ExtensionBoundary`,
 * shown only while its `when` allows it. Use Testing Library's queries (`findBy…` for the lazy
 * component). The portal is disposed after the test. A contribution without a component (a
 * toolbox entry, a header tab) renders nothing: assert on `contribution` and `visible()`, or
 * mount its owner with `renderPortal`.
 *
 * Throws when the plugin does not activate (naming the diagnostics) or has no such extension
 * (naming those it has).
 *
 * @example
 * ```tsx
 * const t = await createExtensionTester(plugin, {
 *   extension: 'header-widget:my-plugin/badge',
 *   scenario: 'agency',
 *   services: [mockService(requestRef, { call: async <T,>() => ({ count: 3 }) as T })],
 * });
 * expect(await t.findByText('3 条待办')).toBeInTheDocument();
 * ```
 */
export async function createExtensionTester(
  plugin: PluginDefinition<unknown>,
  opts: ExtensionTesterOptions,
): Promise<ExtensionTester> {
  const declared = (plugin.contributes ?? []).map((c) => contributionId(plugin.id, c));
  const route = sessionRoute(opts.scenario ?? 'owner', opts.route ?? pagePath(plugin, opts.extension) ?? '/markets/');
  const { portal, location } = await bootForTest({
    plugins: [...(opts.plugins ?? []), plugin],
    scenario: opts.scenario ?? 'owner',
    route,
    handlers: opts.handlers,
    options: opts.options === undefined ? undefined : { [plugin.id]: opts.options },
    services: opts.services,
    router: (children) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>,
  });
  const { runtime } = portal;
  if (runtime.plugins.status(plugin.id) !== 'active') {
    const why = runtime.diagnostics.items.map((d) => `${d.code}: ${d.message}`).join('; ');
    throw new Error(`plugin "${plugin.id}" did not activate: ${why || 'no diagnostic'}`);
  }
  const contribution = runtime.extensions.byId(opts.extension);
  if (!contribution || contribution.pluginId !== plugin.id) {
    throw new Error(
      `plugin "${plugin.id}" has no extension "${opts.extension}" (it contributes: ${declared.join(', ') || 'nothing'})`,
    );
  }
  const props =
    opts.props ?? (contribution.kind === 'route' ? { title: (contribution as { title?: string }).title } : {});
  // Nothing waits for a first page here: the portal is ready and idle at once, as in renderPortal.
  if (runtime.container.isRegistered(lifecycleRef)) {
    const lifecycle = runtime.container.resolve(lifecycleRef);
    lifecycle.advance('ready');
    lifecycle.advance('eventually');
  }
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <PortalContext.Provider value={runtime}>
        <FluentProvider theme={portalTheme} lang="zh-CN">
          <MemoryRouter initialEntries={[route]}>
            {hasLoader(contribution) ? <Mounted contribution={contribution} props={props} /> : null}
          </MemoryRouter>
          <NoticeCenter />
        </FluentProvider>
      </PortalContext.Provider>,
    );
  });
  const permission = runtime.container.resolve(permissionRef);
  return {
    ...result,
    contribution,
    runtime,
    diagnostics: runtime.diagnostics.items,
    location,
    visible: () => permission.allows(contribution.when),
  };
}

/** The path of the page `extension` names, when it is one of the plugin's declared pages. */
function pagePath(plugin: PluginDefinition<unknown>, extension: string): string | undefined {
  const page = (plugin.contributes ?? []).find(
    (c) => c.kind === 'route' && contributionId(plugin.id, c) === extension,
  ) as { path?: string } | undefined;
  return page?.path;
}
