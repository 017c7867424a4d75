import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { LOGIN_REDIRECT_KEY } from '@portico/core';
import { resetDevState } from '@portico/dev';
import { forgetMockedCookies } from './msw-cookies';
import { testServer } from './msw-server';
import { installNodeFiles } from './node-file';

// The first render of a file transforms the lazy chunks it imports; on a busy 2-core CI machine
// that alone can pass the default 1 s of findBy*. Assertions still fail when the UI is wrong.
configure({ asyncUtilTimeout: 20000 });

// jsdom has no ResizeObserver; Fluent's MessageBar (every notice) measures itself with one. A
// browser's observer would report sizes jsdom cannot compute anyway, so one that never calls back.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

await installNodeFiles();

/** The portals renderPortal started (a global slot, see render-portal.tsx): disposed after each test. */
const STARTED_PORTALS = Symbol.for('portico.testing.startedPortals');

async function disposeStartedPortals(): Promise<void> {
  const portals = (globalThis as unknown as Record<symbol, Set<{ dispose(): Promise<void> }> | undefined>)[
    STARTED_PORTALS
  ];
  if (!portals?.size) return;
  const list = [...portals];
  portals.clear();
  const failed = (await Promise.allSettled(list.map((p) => p.dispose()))).find(
    (r): r is PromiseRejectedResult => r.status === 'rejected',
  );
  if (failed) throw failed.reason;
}

/**
 * The files of a worker share one jsdom and one module graph (`isolate: false` in
 * vitest.config.mts): each file starts from a clean page — no cookie (the document's, or those
 * MSW keeps of mocked responses), storage, DOM, title or address another file left — and with the
 * dev API's state as it was at start-up (`resetDevState`). What a file leaves in the environment —
 * fake timers, stubbed globals and stubbed variables — is undone by the `afterAll` below.
 */
async function cleanPage(): Promise<void> {
  resetDevState();
  if (typeof document === 'undefined') return;
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  await forgetMockedCookies(testServer, location.origin);
  // After the jar: MSW also writes it to localStorage.
  localStorage.clear();
  sessionStorage.clear();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = '';
  history.replaceState(null, '', '/');
}

beforeAll(async () => {
  testServer.listen({ onUnhandledRequest: 'error' });
  await cleanPage();
});
afterEach(async () => {
  // Unmount first, then stop what the portals started: plugins unloaded (their timers and
  // subscriptions go with their disposers), containers disposed, reporters stopped.
  cleanup();
  try {
    await disposeStartedPortals();
  } finally {
    testServer.resetHandlers();
    // Tests of the Node server's build run in Node (esbuild needs Node's own typed arrays): no document.
    if (typeof document !== 'undefined') {
      document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
      // Each test is a new visit: a login redirect of the last one is no loop of this one.
      sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
    }
  }
});
afterAll(() => {
  testServer.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
