import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { definePlugin, PageBlueprint, reporterRef, type PageProps } from '@portico/sdk';
import { ToolboxEntryBlueprint } from './public';
import { apiPath, DEV_APPS_HOST, DEV_REPORTER_ENDPOINTS, fail, http, ok } from '@portico/dev';
import { renderPortal, type RenderPortalOptions, type ScenarioName } from '@portico/sdk/testing';
import { LINK_API } from './constants';
import { toolboxHandlers as flyoutHandlers } from './dev-api';
import { toolboxHandlers as subAppHandlers } from '../toolbox/dev-api';
import { flyout, toolboxStandIn } from './flyout-driver';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';
import plugin from './plugin';
import { wireLog } from './dev-wire-log';
import header from '../header/plugin';

/** The toolbox sub-app's tab and flyout entries, without its pages. */
const toolboxTab = toolboxStandIn(FLYOUT_ENTRIES);
/** The link-source calls of the flyout's entries and of the toolbox sub-app's (the SSO token). */
const toolboxHandlers = [...flyoutHandlers, ...subAppHandlers];

/** Where a click led: the landing pages show their title and query (the real pages do not show the query). */
function LandingPage({ title }: PageProps) {
  const { search } = useLocation();
  return <h1>{`${title}${search}`}</h1>;
}
const pages = definePlugin({
  id: 'landing-pages',
  contributes: ['/markets/toolbox/OperationLog', '/markets/toolbox/changepwd', '/markets/ext/attribution'].map((path) =>
    PageBlueprint.make({ path, title: path.split('/').pop()!, loader: async () => ({ default: LandingPage }) }),
  ),
});

/** Another plugin's entries: one with a portal page, one nobody configured a link for. */
const outside = definePlugin({
  id: 'outside-tools',
  contributes: [
    ToolboxEntryBlueprint.make({
      group: 'data',
      key: 'attribution',
      label: '归因分析',
      url: '/markets/ext/attribution',
    }),
    ToolboxEntryBlueprint.make({ group: 'delivery', key: 'budgetPlanner', label: '预算规划' }),
  ],
});

const NO_JUMP_URL_TEXT = '该工具暂未配置跳转地址，请稍后再试';

async function clickEntry(name: string, opts: Partial<RenderPortalOptions> & { scenario?: ScenarioName } = {}) {
  const rendered = await renderPortal({
    plugins: [header, plugin, toolboxTab, pages, outside],
    scenario: 'owner',
    route: '/markets/x',
    // The separate apps the link-source calls lead to (the dev API names them on this host).
    allowedHosts: [DEV_APPS_HOST],
    ...opts,
    handlers: [...(opts.handlers ?? []), ...toolboxHandlers],
  });
  vi.spyOn(rendered.runtime.container.resolve(reporterRef), 'error').mockImplementation((err) => {
    raised.push(err instanceof Error ? err.message : String(err));
    return true;
  });
  const surface = await flyout.hoverOpen();
  await userEvent.click(flyout.entry(surface, name));
  return rendered;
}

/** Errors sent to the reporter service. */
const raised: string[] = [];
beforeEach(() => {
  raised.length = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('toolbox flyout: usage report', () => {
  it('every click posts the report to the data-collection endpoint, then the page opens', async () => {
    const usage = wireLog(DEV_REPORTER_ENDPOINTS.collect);
    await clickEntry('操作日志', { route: '/markets/x?type=create', handlers: [usage.handler] });

    expect(await screen.findByRole('heading', { name: 'OperationLog' })).toBeInTheDocument();
    expect(flyout.surface()).toBeNull();
    await vi.waitFor(() => expect(usage.calls).toHaveLength(1));
    const [call] = usage.calls;
    expect(call.contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(call.tk).toBe('dev-owner');
    expect(Object.fromEntries(new URLSearchParams(call.body))).toEqual({
      operationType: 'v3-toolbox-click',
      adId: '',
      planId: '',
      groupId: '',
      page: '/markets/x?type=create',
      description: 'operationLog',
      duration: '',
      fileType: '',
      userAgent: navigator.userAgent,
    });
  });

  it('goes to the path of the plugin option usageReportPath', async () => {
    const usage = wireLog('/collect/v3/usage');
    const defaultPath = wireLog(DEV_REPORTER_ENDPOINTS.collect);
    await clickEntry('操作日志', {
      options: { 'toolbox-flyout': { usageReportPath: '/collect/v3/usage' } },
      handlers: [usage.handler, defaultPath.handler, http.post(apiPath('/collect/v3/usage'), () => ok(null))],
    });
    await vi.waitFor(() => expect(usage.calls).toHaveLength(1));
    expect(new URLSearchParams(usage.calls[0].body).get('description')).toBe('operationLog');
    expect(defaultPath.calls).toHaveLength(0);
  });

  it('a failing report neither bothers the user nor stops the link', async () => {
    await clickEntry('操作日志', {
      handlers: [http.post(apiPath(DEV_REPORTER_ENDPOINTS.collect), () => fail(500, '上报失败'))],
    });
    expect(await screen.findByRole('heading', { name: 'OperationLog' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('上报失败')).toBeNull();
  });
});

describe('toolbox flyout: opening links', () => {
  it('gives agencies the ?agency variant of a portal page', async () => {
    await clickEntry('修改密码', { scenario: 'agency' });
    expect(await screen.findByRole('heading', { name: 'changepwd?agency=true' })).toBeInTheDocument();
  });

  it("opens another plugin's entry like its own", async () => {
    const usage = wireLog(DEV_REPORTER_ENDPOINTS.collect);
    await clickEntry('归因分析', { handlers: [usage.handler] });
    expect(await screen.findByRole('heading', { name: 'attribution' })).toBeInTheDocument();
    await vi.waitFor(() => expect(new URLSearchParams(usage.calls[0]?.body).get('description')).toBe('attribution'));
  });

  it('a link-source entry fetches its link first, then opens it in a new tab', async () => {
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    const link = wireLog(LINK_API.datacenterAccess);
    const held = http.post(apiPath(LINK_API.datacenterAccess), async () => {
      await answered;
    });
    const { location } = await clickEntry('线索管理', { handlers: [link.handler, held] });

    await vi.waitFor(() => expect(link.calls).toHaveLength(1));
    expect(link.calls[0].tk).toBe('dev-owner');
    expect(location.opened).toEqual([]);
    release();
    await vi.waitFor(() =>
      expect(location.opened).toEqual([
        { url: `https://${DEV_APPS_HOST}/leaves/datacenter/?token=dc-200001`, target: '_blank' },
      ]),
    );
    expect(location.assigned).toEqual([]);
  });

  it.each([
    ['快应用', `https://${DEV_APPS_HOST}/leaves/quickapp/?token=qa-200001`],
    ['第三方落地页工具', `https://${DEV_APPS_HOST}/leaves/landing-tool/?token=site-200001`],
    ['数仓单点登录', '/markets/toolbox/ssoLogin?sso=1&token=sso-200001'],
  ])('%s opens %s', async (name, url) => {
    const { location } = await clickEntry(name);
    await vi.waitFor(() => expect(location.opened).toEqual([{ url, target: '_blank' }]));
  });

  it('the SSO page of an agency carries agency=true as well', async () => {
    const { location } = await clickEntry('数仓单点登录', { scenario: 'agency' });
    await vi.waitFor(() =>
      expect(location.opened).toEqual([
        { url: '/markets/toolbox/ssoLogin?sso=1&token=sso-100001&agency=true', target: '_blank' },
      ]),
    );
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a host that is not allowed', 'https://phish.example.net/login'],
  ])('refuses %s from the server, tells the user and raises the error', async (_what, url) => {
    const { location } = await clickEntry('线索管理', {
      handlers: [http.post(apiPath(LINK_API.datacenterAccess), () => ok({ url, token: 't' }))],
    });
    expect(await screen.findByText('跳转地址不安全，已阻止打开')).toBeInTheDocument();
    expect(location.opened).toEqual([]);
    expect(location.assigned).toEqual([]);
    expect(raised).toEqual(['unsafe jump url']);
  });

  it.each([
    ['an allowed host over http', `http://${DEV_APPS_HOST}/sso`],
    ['another port of an allowed host', `https://${DEV_APPS_HOST}:8443/sso`],
    ['an API path of the portal', '/v2/communal/owner/info'],
    ['a same-origin path that is not a page', '/leaves/datacenter/'],
  ])('never appends the token to %s: refuses it and tells the user (issue 35)', async (_what, url) => {
    const { location } = await clickEntry('线索管理', {
      handlers: [http.post(apiPath(LINK_API.datacenterAccess), () => ok({ url, token: 'secret-t' }))],
    });
    expect(await screen.findByText('跳转地址不安全，已阻止打开')).toBeInTheDocument();
    expect(location.opened).toEqual([]);
    expect(location.assigned).toEqual([]);
    expect(raised).toEqual(['unsafe jump url']);
  });

  it("when the link call fails, shows the server's message and opens nothing", async () => {
    const { location } = await clickEntry('快应用', {
      handlers: [http.post(apiPath(LINK_API.quickappAccess), () => fail(500, '建站服务繁忙'))],
    });
    expect(await screen.findByText('建站服务繁忙')).toBeInTheDocument();
    expect(location.opened).toEqual([]);
    expect(raised).toEqual([]);
  });
});

describe('toolbox flyout: entries that open an address are links', () => {
  const open = async (scenario: ScenarioName, handlers: RenderPortalOptions['handlers'] = []) => {
    await renderPortal({
      plugins: [header, plugin, toolboxTab, pages, outside],
      scenario,
      route: '/markets/x',
      handlers: [...handlers, ...toolboxHandlers],
    });
    return flyout.hoverOpen();
  };

  it('a page entry is a link to its page (agency=true for the agency side), so it opens in a new tab too', async () => {
    let surface = await open('owner');
    expect(within(surface).getByRole('link', { name: '操作日志' })).toHaveAttribute(
      'href',
      '/markets/toolbox/OperationLog',
    );
    // A link-source entry needs a call before it knows its address: it stays a button.
    expect(within(surface).getByRole('button', { name: '数仓单点登录' })).toBeInTheDocument();
    cleanup();
    surface = await open('agency');
    expect(within(surface).getByRole('link', { name: '操作日志' })).toHaveAttribute(
      'href',
      '/markets/toolbox/OperationLog?agency=true',
    );
  });

  it('a modified click leaves the page to the browser and still posts the usage report', async () => {
    const usage = wireLog(DEV_REPORTER_ENDPOINTS.collect);
    const surface = await open('owner', [usage.handler]);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(surface).getByRole('link', { name: '操作日志' }));
    await user.keyboard('{/Control}');
    await vi.waitFor(() => expect(usage.calls).toHaveLength(1));
    expect(new URLSearchParams(usage.calls[0].body).get('description')).toBe('operationLog');
    expect(screen.queryByRole('heading', { name: 'OperationLog' })).toBeNull();
  });
});

describe('toolbox flyout: no jump url', () => {
  it('an entry without url raises "no jump url", shows it in Chinese and still reports the click', async () => {
    const usage = wireLog(DEV_REPORTER_ENDPOINTS.collect);
    const { location } = await clickEntry('预算规划', { handlers: [usage.handler] });
    expect(await screen.findByText(NO_JUMP_URL_TEXT)).toBeInTheDocument();
    expect(raised).toEqual(['no jump url']);
    expect(location.opened).toEqual([]);
    await vi.waitFor(() => expect(new URLSearchParams(usage.calls[0]?.body).get('description')).toBe('budgetPlanner'));
  });

  it('so does a link-source answer without a link or token', async () => {
    await clickEntry('快应用', { handlers: [http.post(apiPath(LINK_API.quickappAccess), () => ok({}))] });
    expect(await screen.findByText(NO_JUMP_URL_TEXT)).toBeInTheDocument();
    expect(raised).toEqual(['no jump url']);
  });

  it('a separate app opens once an admin sets its address in the option links', async () => {
    const { location } = await clickEntry('帮助中心', {
      options: { 'toolbox-flyout': { links: { helpCenter: `https://${DEV_APPS_HOST}/help-center/` } } },
    });
    await vi.waitFor(() =>
      expect(location.opened).toEqual([{ url: `https://${DEV_APPS_HOST}/help-center/`, target: '_blank' }]),
    );
    expect(raised).toEqual([]);
  });

  it('a configured address goes through the same URL policy: a same-origin path that is no page is refused (issue 35)', async () => {
    const { location } = await clickEntry('帮助中心', {
      options: { 'toolbox-flyout': { links: { helpCenter: '/logoutV2' } } },
    });
    expect(await screen.findByText('跳转地址不安全，已阻止打开')).toBeInTheDocument();
    expect(location.opened).toEqual([]);
  });

  it('and raises "no jump url" until then', async () => {
    await clickEntry('帮助中心');
    expect(await screen.findByText(NO_JUMP_URL_TEXT)).toBeInTheDocument();
    expect(raised).toEqual(['no jump url']);
  });
});
