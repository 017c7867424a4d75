// The adapter over qiankun (mode `qiankun`: JS sandbox + scoped CSS) and single-spa with
// import-html-entry (mode `singleSPA`: unsandboxed; classic scripts and ES modules). It lives in the
// lazily loaded remote chunk with single-spa and import-html-entry, so a portal without remote
// sub-apps loads none of it; qiankun is a chunk of its own, loaded by the first sandboxed mount. What it adds to them: the entry's status and shell checks (assets.ts), the spec's
// timeouts enforced (timeouts.ts), the common script loaded once, the container cleared after a
// failure and after unmount, and one state the page shows (loading → mounting → mounted). Every
// address it fetches or imports goes through the portal's URL policy first (issue 35).
import * as singleSpa from 'single-spa';
import { importEntry } from 'import-html-entry';
import type { ScriptPolicy } from '@portico/core';
import type { SubAppLifecycles, SubAppProps } from '@portico/sdk';
import type { RemoteSubApp } from './remote-sub-app';
import { checkedFetch, commonScriptUrl, entryUrl, loadCommonScriptOnce, prepareTemplate } from './assets';
import { isEvalRefusal, needsEvalError, noLifecycleError, scriptRefusedError, toSubAppError } from './errors';
import { loadDeadline } from './deadline';
import { applySingleSpaTimeouts, singleSpaTimeouts, withTimeout } from './timeouts';

/** What the page learns while the adapter works. */
export type MountPhase = 'loading' | 'mounting' | 'mounted';

/** A mounted remote sub-app. */
export interface MountedSubApp {
  /** Spec §9 update (3 s); resolves at once when the sub-app has no `update`. */
  update(props: Partial<SubAppProps>): Promise<void>;
  /** Unmounts (3 s) and clears the container, whatever the sub-app's unmount did. */
  unmount(): Promise<void>;
}

/** What {@link mountRemote} needs. */
export interface MountRequest {
  readonly app: RemoteSubApp;
  /** The page's element; the adapter puts the entry's page inside and empties it afterwards. */
  readonly container: HTMLElement;
  /** Everything but `container`, which each mode sets to the element it renders the entry into. */
  readonly props: Omit<SubAppProps, 'container'>;
  /** Where its entry, scripts, styles, modules and the common script may come from. */
  readonly policy: ScriptPolicy;
  readonly onPhase: (phase: MountPhase) => void;
  /** `Date.now`, for the entry's timestamp query. */
  readonly now?: () => number;
}

let timeoutsApplied = false;

/** Loads, bootstraps and mounts a remote sub-app; rejects with a SubAppError and leaves the container empty. */
export async function mountRemote(request: MountRequest): Promise<MountedSubApp> {
  if (!timeoutsApplied) {
    applySingleSpaTimeouts(singleSpa);
    timeoutsApplied = true;
  }
  try {
    return request.app.mode === 'qiankun' ? await mountSandboxed(request) : await mountUnsandboxed(request);
  } catch (err) {
    // qiankun leaves the entry's HTML in the container after a failed load.
    request.container.replaceChildren();
    // qiankun's module and the classic scripts' text need eval; a CSP without it throws EvalError.
    if (isEvalRefusal(err)) throw needsEvalError(request.app.name, request.app.mode);
    throw toSubAppError(err);
  }
}

type Parcel = ReturnType<typeof singleSpa.mountRootParcel>;

function handle(app: RemoteSubApp, parcel: Parcel, container: HTMLElement): MountedSubApp {
  return {
    async update(props) {
      if (typeof parcel.update !== 'function') return;
      await withTimeout('update', app.name, parcel.update(props));
    },
    async unmount() {
      try {
        if (parcel.getStatus() === 'MOUNTED') await withTimeout('unmount', app.name, parcel.unmount());
      } finally {
        container.replaceChildren();
      }
    },
  };
}

/**
 * Libraries whose qiankun load failed on this page. qiankun memoizes every load by app name and the
 * container's XPath — a rejected one too — so a later load into the same place rejects at once from
 * that memo without fetching the entry again, and 重试 could never recover. qiankun gives a
 * container that is not in the document when `loadMicroApp` is called no XPath and no memo: after a
 * failure the entry goes into a fresh element, attached right after the call.
 */
const failedSandboxLoads = new Set<string>();

async function mountSandboxed({
  app,
  container,
  props,
  policy,
  onPhase,
  now = Date.now,
}: MountRequest): Promise<MountedSubApp> {
  let common: string | null = null;
  onPhase('loading');
  // qiankun only for a sandboxed sub-app: evaluating its module runs `new Function(…)`, which a
  // Content-Security-Policy without 'unsafe-eval' refuses, and singleSPA mode needs none of it.
  const { loadMicroApp } = await import('qiankun');
  const fresh = failedSandboxLoads.has(app.library);
  const target = fresh ? document.createElement('div') : container;
  const deadline = loadDeadline(app);
  const entry = entryUrl(app.entry, now());
  const microApp = loadMicroApp(
    { name: app.library, entry, container: target, props },
    {
      sandbox: { experimentalStyleIsolation: true },
      singular: false,
      fetch: checkedFetch(fetch, { signal: deadline.signal, place: policy.place }),
      getTemplate: (html: string) => {
        const prepared = prepareTemplate(html, { base: new URL(entry, location.href).href });
        common = prepared.common;
        return prepared.html;
      },
    },
    {
      // Runs after the entry page arrived and before its scripts run in the sandbox.
      beforeLoad: async () => {
        if (common) await loadCommonScriptOnce(commonScriptUrl(common, entry, policy.pageOrigin));
      },
    },
  );
  // One failure rejects all three; the first awaited reports it, the others must not go unhandled.
  for (const step of [microApp.loadPromise, microApp.bootstrapPromise, microApp.mountPromise])
    step.catch(() => undefined);
  if (fresh) container.replaceChildren(target);
  try {
    await deadline.race(microApp.loadPromise);
  } catch (err) {
    failedSandboxLoads.add(app.library);
    throw err;
  } finally {
    deadline.done();
  }
  onPhase('mounting');
  await microApp.bootstrapPromise;
  console.info(`[portico] sub-app ${app.name} bootstrapped (qiankun)`);
  await microApp.mountPromise;
  onPhase('mounted');
  return handle(app, microApp, container);
}

const lifecycleCache = new Map<string, { template: string; lifecycles: SubAppLifecycles }>();

function pickLifecycles(value: unknown): SubAppLifecycles | null {
  if (!value || (typeof value !== 'object' && typeof value !== 'function')) return null;
  const v = value as Partial<Record<keyof SubAppLifecycles, unknown>>;
  return typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function'
    ? (value as SubAppLifecycles)
    : null;
}

/**
 * Fetches the entry, runs its classic scripts on the page's window and imports its modules. Every
 * module and the common script are judged before anything of the entry runs.
 */
async function loadUnsandboxed(app: RemoteSubApp, url: string, signal: AbortSignal, policy: ScriptPolicy) {
  const base = new URL(url, location.href);
  let prepared = prepareTemplate('');
  const entry = await importEntry(url, {
    fetch: checkedFetch(fetch, { signal, place: policy.place }),
    getTemplate: (html: string) => {
      prepared = prepareTemplate(html, { takeModules: true, base: base.href });
      return prepared.html;
    },
  });
  const common = prepared.common ? commonScriptUrl(prepared.common, url, policy.pageOrigin) : null;
  const modules = prepared.modules.map((src) => new URL(src, base).href);
  for (const href of modules) if (!policy.place(href)) throw scriptRefusedError(href);
  if (common) await loadCommonScriptOnce(common);
  const scriptExports: unknown = await entry.execScripts(window, false);
  let moduleExports: unknown = null;
  for (const href of modules) moduleExports = await import(/* module of a remote sub-app */ href);
  const lifecycles =
    pickLifecycles(moduleExports) ??
    pickLifecycles(scriptExports) ??
    pickLifecycles((window as unknown as Record<string, unknown>)[app.library]);
  if (!lifecycles) throw noLifecycleError(app.library);
  return { template: entry.template, lifecycles };
}

async function mountUnsandboxed({
  app,
  container,
  props,
  policy,
  onPhase,
  now = Date.now,
}: MountRequest): Promise<MountedSubApp> {
  onPhase('loading');
  const key = `${app.entry}\n${app.library}`;
  // Scripts run once per page: unsandboxed, a second run would only redefine the same globals.
  let loaded = lifecycleCache.get(key);
  if (!loaded) {
    const deadline = loadDeadline(app);
    try {
      loaded = await deadline.race(loadUnsandboxed(app, entryUrl(app.entry, now()), deadline.signal, policy));
    } finally {
      deadline.done();
    }
    lifecycleCache.set(key, loaded);
  }
  const { lifecycles } = loaded;
  const wrapper = document.createElement('div');
  wrapper.dataset.subappEntry = app.library;
  wrapper.innerHTML = loaded.template;
  container.replaceChildren(wrapper);
  onPhase('mounting');
  type Extra = Omit<SubAppProps, 'container'>;
  const withContainer = (p: Extra): SubAppProps => ({ ...p, container: wrapper });
  const config: Parameters<typeof singleSpa.mountRootParcel<Extra>>[0] = {
    name: app.library,
    bootstrap: async () => {
      console.info(`[portico] sub-app ${app.name} bootstrap (singleSPA)`);
      await lifecycles.bootstrap();
    },
    mount: (p) => lifecycles.mount(withContainer(p)),
    unmount: (p) => lifecycles.unmount(withContainer(p)),
    ...(lifecycles.update ? { update: (p: Extra) => lifecycles.update!(withContainer(p)) } : {}),
  };
  // single-spa reads a parcel's own `timeouts` (not in its typings): the spec's, dying on timeout.
  const parcel = singleSpa.mountRootParcel<Extra>(Object.assign(config, { timeouts: singleSpaTimeouts() }), {
    ...props,
    domElement: wrapper,
  });
  await parcel.mountPromise;
  onPhase('mounted');
  return handle(app, parcel, container);
}
