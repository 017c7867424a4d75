// The dev-only snippet the harness server adds to every /markets/* page (never part of a build, so
// a release build cannot hold it): it keeps `?plugins=` in the address, shows the dev badge, and
// listens to the server's events — reload after a rebuild, or show the build error over the page.
import type { ScenarioName } from '@portico/dev';
import type { BuildProblem } from './build-problem';
import { HARNESS_MESSAGES as M } from './harness-messages';

/** Path of the server-sent events the page's harness snippet listens to. */
export const HARNESS_EVENTS_PATH = '/dev-harness/events';

/** A server-sent event the page listens to. */
export type HarnessEvent =
  | { readonly type: 'building' }
  | { readonly type: 'reload' }
  | { readonly type: 'failed'; readonly problem: BuildProblem };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The snippet: it puts `?plugins=` back into the address before the app boots (dev builds boot that
 * subset), shows the dev badge — the scenario logged in now (from the `adstk` cookie) and the
 * plugins that are on, read from the running portal — reloads the page when a rebuild is done, and
 * shows a failed build's file, line and message in an overlay until the next good build.
 */
export function harnessSnippet(plugins: readonly string[] | null, scenario: ScenarioName | null): string {
  const state = JSON.stringify({ plugins, scenario, events: HARNESS_EVENTS_PATH, m: M }).replace(/</g, '\\u003c');
  const requested = plugins ? plugins.join('、') : M.allPlugins;
  return `
<aside id="portico-dev-badge" aria-label="${M.devTools}" style="position:fixed;left:8px;bottom:8px;z-index:2147483000;max-width:min(480px,calc(100vw - 16px));padding:4px 10px;border-radius:4px;font:12px/1.6 system-ui,sans-serif;background:CanvasText;color:Canvas;pointer-events:none">
  <strong>${M.devMode}</strong> · <span data-harness="scenario">${M.scenario}${escapeHtml(scenario ?? M.noScenario)}</span> · <span data-harness="plugins">${M.plugins}${escapeHtml(requested)}</span> <span data-harness="status" role="status"></span>
</aside>
<script>
(function () {
  var h = (window.__porticoHarness = ${state});
  var m = h.m;
  if (h.plugins && new URLSearchParams(location.search).get('plugins') !== h.plugins.join(',')) {
    var u = new URL(location.href);
    u.searchParams.set('plugins', h.plugins.join(','));
    history.replaceState(history.state, '', u.pathname + u.search.replace(/%2C/gi, ',') + u.hash);
  }
  var badge = document.getElementById('portico-dev-badge');
  // The scenario logged in now (the dev login's adstk=dev-<name>), which the dev login may have changed.
  var tk = /(?:^|;\\s*)adstk=([^;]*)/.exec(document.cookie);
  var name = tk && /^dev-/.test(decodeURIComponent(tk[1])) ? decodeURIComponent(tk[1]).slice(4) : tk && tk[1] ? m.notDevAccount : m.loggedOut;
  badge.querySelector('[data-harness="scenario"]').textContent = m.scenario + name;
  var tries = 0;
  var timer = setInterval(function () {
    var p = window.__portico;
    if (p && document.documentElement.dataset.portalReady === 'true') {
      badge.querySelector('[data-harness="plugins"]').textContent = m.plugins + p.activePlugins().slice().sort().join('、');
      clearInterval(timer);
    } else if (++tries > 240) clearInterval(timer);
  }, 250);
  var status = badge.querySelector('[data-harness="status"]');
  function el(tag, css, text) {
    var e = document.createElement(tag);
    e.style.cssText = css;
    if (text) e.textContent = text;
    return e;
  }
  function closeOverlay() {
    var old = document.getElementById('portico-dev-overlay');
    if (old) old.remove();
  }
  // A failed build: where and why, over the page (which is still the last good build).
  function showOverlay(p) {
    closeOverlay();
    var mono = 'font:13px/1.5 ui-monospace,Consolas,monospace;white-space:pre-wrap;word-break:break-word;margin:8px 0 0;';
    var box = el('section', 'position:fixed;inset:0;z-index:2147483001;overflow:auto;padding:48px 16px;background:rgba(0,0,0,.6);font:14px/1.6 system-ui,sans-serif');
    box.id = 'portico-dev-overlay';
    box.setAttribute('role', 'alert');
    box.setAttribute('aria-labelledby', 'portico-dev-overlay-title');
    var card = el('div', 'max-width:960px;margin:0 auto;padding:20px 24px;border-radius:8px;border-top:6px solid #c50f1f;background:#fff;color:#242424;box-shadow:0 8px 32px rgba(0,0,0,.4)');
    var title = el('h2', 'margin:0;font-size:20px;color:#b10e1c', m.overlayTitle);
    title.id = 'portico-dev-overlay-title';
    card.append(title);
    if (p.file) card.append(el('p', mono + 'font-weight:600', p.file + (p.line ? ':' + p.line + ':' + (p.column || 1) : '')));
    card.append(el('pre', mono, p.message));
    if (p.frame) card.append(el('pre', mono + 'padding:12px;border-radius:4px;background:#f5f5f5;overflow:auto', p.frame));
    // Under it, the portal's page (#root) of the last good build, if there is one.
    var hint = m.overlayHint + (document.getElementById('root') ? m.overlayStale : '');
    card.append(el('p', 'margin:12px 0 0;color:#424242', hint));
    var close = el('button', 'margin-top:12px;padding:4px 16px;font:inherit;cursor:pointer', m.overlayClose);
    close.type = 'button';
    close.onclick = closeOverlay;
    card.append(close);
    box.append(card);
    document.body.append(box);
  }
  if (!window.EventSource) return;
  var events = new EventSource(h.events);
  events.onmessage = function (e) {
    var msg = JSON.parse(e.data);
    if (msg.type === 'building') status.textContent = m.building;
    else if (msg.type === 'failed') {
      status.textContent = m.buildFailed;
      showOverlay(msg.problem);
    } else if (msg.type === 'reload') location.reload();
  };
})();
</script>
`;
}

/** Adds the snippet to the page, before `</body>`. */
export function injectSnippet(html: string, snippet: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}

/** The page served while there is no build yet (the first one failed): the snippet shows why. */
export function noBuildPage(snippet: string): string {
  return `<!doctype html>\n<html lang="zh-CN">\n<head><meta charset="utf-8"><title>营销平台</title></head>\n<body>${snippet}</body>\n</html>\n`;
}
