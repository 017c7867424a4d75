// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { harnessSnippet, injectSnippet, noBuildPage } from './harness-page';

describe('the dev-only page snippet', () => {
  it('names the scenario and the plugins in a labelled badge, escaped, before </body>', () => {
    const html = injectSnippet('<html><body><div id="root"></div></body></html>', harnessSnippet(['a<b'], 'agency'));
    expect(html.indexOf('portico-dev-badge')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html.endsWith('</body></html>')).toBe(true);
    document.body.innerHTML = html.slice(html.indexOf('<aside'), html.indexOf('</aside>') + 8);
    const badge = document.querySelector('aside')!;
    expect(badge.getAttribute('aria-label')).toBe('开发工具');
    expect(badge.textContent).toContain('场景：agency');
    expect(badge.textContent).toContain('插件：a<b');
    expect(html).not.toContain('a<b');
  });
});

describe('the snippet in the page', () => {
  it('names the scenario logged in now and keeps ?plugins= in the address before the app boots', () => {
    history.replaceState(null, '', '/markets/manage/agency/home');
    // Not the first cookie (a longer path comes first): the badge finds adstk among others.
    document.cookie = 'theme=light; path=/markets';
    document.cookie = 'adstk=dev-operator-ads; path=/';
    const html = harnessSnippet(['header', 'manage'], 'agency');
    document.body.innerHTML = html.slice(html.indexOf('<aside'), html.indexOf('</aside>') + 8);
    const script = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'));
    new Function(script)();
    expect(document.cookie).toBe('theme=light; adstk=dev-operator-ads');
    expect(document.querySelector('[data-harness="scenario"]')?.textContent).toBe('场景：operator-ads');
    expect(location.pathname + location.search).toBe('/markets/manage/agency/home?plugins=header,manage');
    document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/markets';
    new Function(script)();
    expect(document.querySelector('[data-harness="scenario"]')?.textContent).toBe('场景：未登录');
  });
});

describe('a failed build in the page', () => {
  /** Runs the snippet with a stand-in EventSource; returns a function that delivers an event. */
  function run() {
    let source: { onmessage: ((e: { data: string }) => void) | null } | undefined;
    vi.stubGlobal(
      'EventSource',
      class {
        onmessage: ((e: { data: string }) => void) | null = null;
        constructor() {
          // eslint-disable-next-line @typescript-eslint/no-this-alias
          source = this;
        }
      },
    );
    const html = harnessSnippet(['header'], 'agency');
    document.body.innerHTML = html.slice(html.indexOf('<aside'), html.indexOf('</aside>') + 8);
    new Function(html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>')))();
    return (event: object) => source!.onmessage!({ data: JSON.stringify(event) });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows the file, the line, the message and the frame over the page; 关闭 hides it', () => {
    const send = run();
    send({ type: 'building' });
    expect(document.querySelector('[data-harness="status"]')?.textContent).toBe('· 正在重新构建…');
    send({
      type: 'failed',
      problem: {
        file: 'plugins/header/messages.ts',
        line: 3,
        column: 24,
        message: 'Unterminated string literal',
        frame: "3 |   brand: '营销平台,\n  |                        ^",
      },
    });
    const overlay = document.getElementById('portico-dev-overlay')!;
    expect(overlay.getAttribute('role')).toBe('alert');
    expect(overlay.querySelector('h2')?.textContent).toBe('构建失败');
    expect(overlay.textContent).toContain('plugins/header/messages.ts:3:24');
    expect(overlay.textContent).toContain('Unterminated string literal');
    expect(overlay.querySelector('pre:last-of-type')?.textContent).toContain("brand: '营销平台,");
    expect(document.querySelector('[data-harness="status"]')?.textContent).toBe('· 构建失败');
    // No portal page under it (this test's document has no #root): no word of one.
    expect(overlay.textContent).toContain('改正后保存，页面会自动刷新。');
    expect(overlay.textContent).not.toContain('上一次成功构建');
    // The message is text, never markup.
    send({ type: 'failed', problem: { message: '<img src=x onerror=alert(1)>' } });
    expect(document.querySelectorAll('#portico-dev-overlay')).toHaveLength(1);
    expect(document.querySelector('#portico-dev-overlay img')).toBeNull();
    (document.querySelector('#portico-dev-overlay button') as HTMLButtonElement).click();
    expect(document.getElementById('portico-dev-overlay')).toBeNull();
  });

  it('is served alone while there is no build at all', () => {
    const page = noBuildPage(harnessSnippet(null, null));
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('portico-dev-badge');
    expect(page).toContain('<html lang="zh-CN">');
  });
});
