// Spec §2.1 prefetch for remote sub-apps, in idle time after the first screen: the entry page, its
// styles and its scripts go into import-html-entry's caches (keyed by address, so the later load
// reuses them), ES modules into the browser's module map through modulepreload. Map-service and
// captcha scripts are never prefetched. A failure is logged only: the real load tries again.
// Nothing the portal's URL policy refuses is fetched, not even ahead of time (issue 35).
import { importEntry } from 'import-html-entry';
import type { ScriptPolicy } from '@portico/core';
import type { RemoteSubApp } from './remote-sub-app';
import { PREFETCH_EXCLUDED, checkedFetch, entryUrl, prepareTemplate } from './assets';

/** Prefetches one remote sub-app's entry and assets. */
export async function prefetchRemote(
  app: Pick<RemoteSubApp, 'name' | 'entry' | 'mode'>,
  policy: ScriptPolicy,
  now = Date.now(),
): Promise<void> {
  const url = entryUrl(app.entry, now);
  const base = new URL(url, location.href);
  let modules: string[] = [];
  try {
    const entry = await importEntry(url, {
      fetch: checkedFetch(fetch, { keepEntries: true, place: policy.place }),
      getTemplate: (html: string) => {
        const prepared = prepareTemplate(html, {
          takeModules: app.mode === 'singleSPA',
          drop: (src) => PREFETCH_EXCLUDED.test(src),
          base: base.href,
        });
        modules = prepared.modules;
        return prepared.html;
      },
    });
    await Promise.all([entry.getExternalStyleSheets(), entry.getExternalScripts()]);
    for (const src of modules) {
      const href = new URL(src, base).href;
      if (!policy.place(href)) continue;
      if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
  } catch (err) {
    console.warn(`[portico] prefetch of sub-app ${app.name} failed; it loads when opened`, err);
  }
}
