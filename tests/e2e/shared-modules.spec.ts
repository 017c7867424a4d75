// Shared modules for remote plugins (issue 37): a plugin's ES module, from the portal's origin or an
// allowed https host, imports react, @portico/sdk, @portico/plugin/header … bare, and the page's
// import map gives it the portal's own instances: one React (a useState counter rendered by the
// portal works), the portal's SDK (its service refs resolve the portal's services). The release build
// behind the nginx recipe loads them with zero CSP violations.
import { expect, test, type Page } from '@playwright/test';
import { SHARED_SPECIFIERS } from '../../host/shared-modules/specifiers';
import { loginAs, portalReady, releaseBehindNginx } from './support';

/** A host the test answers with page.route (nothing real is asked). */
const PLUGIN_HOST = 'https://plugins.portico-e2e.example';

/** A remote plugin's module as its own build would write it: bare imports of shared specifiers. */
const PROBE = `
import { useState, createElement } from 'react';
import { jsx } from 'react/jsx-runtime';
import * as sdk from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { Button } from '@fluentui/react-components';
import { observable } from 'mobx';
import * as z from 'zod/mini';

function Counter() {
  const [count, setCount] = useState(0);
  return jsx(Button, { size: 'small', onClick: () => setCount(count + 1), children: '远程计数 ' + count });
}

export const widget = HeaderWidgetBlueprint.make({
  name: 'counter',
  slot: 'right',
  order: 50,
  loader: () => Promise.resolve({ default: Counter }),
});
export { sdk, createElement, observable, z };
`;

/** Answers the probe module at `url` (with CORS for another origin, as a plugin host does). */
async function serveProbe(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: PROBE,
    }),
  );
}

interface DevWindow {
  __portico: {
    request: unknown;
    runtime: {
      container: { resolve(ref: unknown): unknown };
      extensions: { register(pluginId: string, c: object): () => void };
    };
  };
}

test('the page maps every shared specifier to a module of the build, before any module loads', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const html = await page.content();
  const map = await page.evaluate(
    () => JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? '{}') as { imports?: object },
  );
  expect(Object.keys(map.imports ?? {})).toEqual([...SHARED_SPECIFIERS]);
  for (const address of Object.values(map.imports ?? {})) expect(address).toMatch(/^\/assets\/shared\/[\w-]+\.js$/);
  expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('<script type="module"'));
});

for (const [where, url] of [
  ["the portal's origin", '/e2e-remote/shared-probe.js'],
  ['an allowed https host', `${PLUGIN_HOST}/acme/shared-probe.js`],
] as const) {
  test(`a plugin module from ${where} gets the portal's own React and SDK`, async ({ page }) => {
    await serveProbe(page, url.startsWith('/') ? `**${url}` : url);
    await loginAs(page, 'owner', '/markets/manage/');
    const checks = await page.evaluate(async (address) => {
      const w = window as unknown as DevWindow;
      const probe = (await import(/* @vite-ignore */ address)) as {
        sdk: { requestRef: unknown; definePlugin: unknown };
        widget: object;
        createElement: unknown;
        observable: unknown;
        z: { object: unknown };
      };
      w.__portico.runtime.extensions.register('acme-shared', {
        ...probe.widget,
        id: 'header-widget:acme-shared/counter',
      });
      return {
        // The SDK's service ref resolves the portal's own request service: one SDK instance.
        sameSdk: w.__portico.runtime.container.resolve(probe.sdk.requestRef) === w.__portico.request,
        definePlugin: typeof probe.sdk.definePlugin,
        createElement: typeof probe.createElement,
        observable: typeof probe.observable,
        zodObject: typeof probe.z.object,
      };
    }, url);
    expect(checks).toEqual({
      sameSdk: true,
      definePlugin: 'function',
      createElement: 'function',
      observable: 'function',
      zodObject: 'function',
    });
    // Rendered by the portal's React: its hooks work (a second React would throw on useState).
    const counter = page.getByRole('button', { name: '远程计数 0' });
    await expect(counter).toBeVisible();
    await counter.click();
    await expect(page.getByRole('button', { name: '远程计数 1' })).toBeVisible();
    await page.getByRole('button', { name: '远程计数 1' }).click();
    await expect(page.getByRole('button', { name: '远程计数 2' })).toBeVisible();
  });
}

test("each shared module exports every name of the namespace the portal hands out, the names left out of it from the package's complement, and no more", async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const differences = await page.evaluate(async (specifiers) => {
    const registry = (globalThis as unknown as Record<symbol, { load(s: string): Promise<object> }>)[
      Symbol.for('portico.shared')
    ];
    const map = JSON.parse(document.querySelector('script[type="importmap"]')!.textContent!) as {
      imports: Record<string, string>;
    };
    const out: Record<string, { missing: string[]; extra: string[]; both: string[] }> = {};
    for (const specifier of specifiers) {
      const shim = Object.keys(await import(/* @vite-ignore */ specifier));
      const portal = Object.keys(await registry.load(specifier));
      // The names the build left out of the portal's module come from the complement the shim names.
      const address = new URL(map.imports[specifier], location.href);
      const from = /from\s*"(\.\/complement\/[^"]+)"/.exec(await (await fetch(address)).text())?.[1];
      const complement = from ? Object.keys(await import(/* @vite-ignore */ new URL(from, address).href)) : [];
      const missing = [...portal, ...complement].filter((n) => !shim.includes(n));
      const extra = shim.filter((n) => !portal.includes(n) && !complement.includes(n));
      const both = portal.filter((n) => complement.includes(n));
      if (missing.length || extra.length || both.length) out[specifier] = { missing, extra, both };
    }
    return out;
  }, SHARED_SPECIFIERS);
  expect(differences).toEqual({});
  // A name the portal does not use (left out of its zod/mini) is there all the same, and works.
  const leftOut = await page.evaluate(async () => {
    const z = (await import(/* @vite-ignore */ 'zod/mini')) as typeof import('zod/mini');
    return z.string().check(z.maxLength(2)).safeParse('杭州市').success;
  });
  expect(leftOut).toBe(false);
  // React's names are the page's React's own keys (React is CommonJS: its default is module.exports).
  const react = await page.evaluate(async () => {
    const ns = (await import(/* @vite-ignore */ 'react')) as Record<string, unknown> & { default: object };
    return Object.keys(ns.default).filter((k) => !(k in ns));
  });
  expect(react).toEqual([]);
});

test.describe('the release build behind the nginx recipe', () => {
  const ORIGIN = releaseBehindNginx();

  test('a plugin module on the portal origin imports the shared modules with zero CSP violations', async ({
    page,
    context,
  }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content-Security-Policy: ${e.effectiveDirective} blocked ${e.blockedURI}`),
      ),
    );
    await serveProbe(page, '**/e2e-remote/shared-probe.js');
    await context.addCookies([{ name: 'adstk', value: 'dev-owner', url: ORIGIN }]);
    await page.goto('/markets/manage/');
    await portalReady(page);
    const kinds = await page.evaluate(async (address) => {
      const probe = (await import(/* @vite-ignore */ address)) as {
        sdk: { definePlugin: unknown };
        widget: { kind?: unknown };
        createElement: unknown;
      };
      return [typeof probe.sdk.definePlugin, typeof probe.createElement, probe.widget.kind];
    }, '/e2e-remote/shared-probe.js');
    expect(kinds).toEqual(['function', 'function', 'header-widget']);
    expect(violations).toEqual([]);
  });
});
