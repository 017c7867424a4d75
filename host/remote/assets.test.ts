import { describe, expect, it, vi } from 'vitest';
import {
  PREFETCH_EXCLUDED,
  checkedFetch,
  commonScriptUrl,
  entryUrl,
  loadCommonScriptOnce,
  prepareTemplate,
} from './assets';
import { SubAppError } from './errors';

const answer = (status: number, body: string, type = 'text/html') =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));

describe('checkedFetch', () => {
  it('fails an entry answered with status 400 or above with the spec error, naming the address', async () => {
    for (const status of [400, 404, 500]) {
      const fetch = checkedFetch(answer(status, '<html>not found</html>'));
      const err = await fetch('/markets/x/__static__/index.html?t=1').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SubAppError);
      expect((err as SubAppError).message).toBe(
        `load failed with status ${status}: /markets/x/__static__/index.html?t=1`,
      );
    }
  });

  it('reports "loaded twice" when the entry is the shell’s own page', async () => {
    const shell =
      '<html><head><meta name="portico-shell" content="1" /></head><body><div id="root"></div></body></html>';
    const err = await checkedFetch(answer(200, shell))('/markets/x/__static__/index.html').catch((e: unknown) => e);
    expect((err as SubAppError).failure).toBe('loaded-twice');
    expect((err as Error).message).toMatch(/^loaded twice: \/markets\/x\/__static__\/index.html/);
  });

  it('passes a good entry and assets through, with the origin-when-cross-origin referrer policy', async () => {
    const base = answer(200, '<html><body><div id="app"></div></body></html>');
    const res = await checkedFetch(base)('/markets/x/__static__/index.html');
    expect(await res.text()).toContain('id="app"');
    expect(base).toHaveBeenCalledWith('/markets/x/__static__/index.html', {
      referrerPolicy: 'origin-when-cross-origin',
    });
    // A script that happens to mention the marker is not an HTML page.
    const js = checkedFetch(answer(200, 'var m = \'name="portico-shell"\';', 'text/javascript'));
    await expect((await js('/markets/x/__static__/app.js')).text()).resolves.toContain('portico-shell');
  });
});

describe('prepareTemplate', () => {
  const page = `<html><head><link rel="stylesheet" href="./a.css"></head><body>
    <script src="/markets/microfrontends/static/js/common.js?v=abc"></script>
    <div id="root"></div>
    <script src="https://webapi.amap.com/maps?v=2.0&key=k"></script>
    <script src="https://captcha.example.com/tcaptcha.js"></script>
    <script type="module" src="./app.esm.js"></script>
    <script src="./app.umd.js"></script>
  </body></html>`;

  it('takes the common script out (the shell loads it once) and keeps the rest by default', () => {
    const p = prepareTemplate(page);
    expect(p.common).toBe('/markets/microfrontends/static/js/common.js?v=abc');
    expect(p.html).not.toContain('<script src="/markets/microfrontends');
    expect(p.html).toContain('<script src="./app.umd.js"></script>');
    expect(p.html).toContain('<script type="module" src="./app.esm.js"></script>');
    expect(p.modules).toEqual([]);
  });

  it('takes module scripts out for singleSPA mode, which imports them natively', () => {
    const p = prepareTemplate(page, { takeModules: true });
    expect(p.modules).toEqual(['./app.esm.js']);
    expect(p.html).not.toContain('app.esm.js"></script>');
  });

  it('drops map-service and captcha scripts from a prefetch, and only those', () => {
    const p = prepareTemplate(page, { drop: (src) => PREFETCH_EXCLUDED.test(src) });
    expect(p.html).not.toContain('<script src="https://webapi.amap.com');
    expect(p.html).not.toContain('<script src="https://captcha.example.com');
    expect(p.html).toContain('<script src="./app.umd.js"></script>');
    for (const kept of ['./app.umd.js', '/static/js/sitemap-helper.js', './bitmap.js', './summary.js'])
      expect(PREFETCH_EXCLUDED.test(kept), kept).toBe(false);
    for (const dropped of ['https://api.map.baidu.com/api?v=3.0', 'https://map.qq.com/api/gljs', '/js/geetest.js'])
      expect(PREFETCH_EXCLUDED.test(dropped), dropped).toBe(true);
  });
});

describe('entryUrl', () => {
  it('adds the timestamp query (spec §7)', () => {
    expect(entryUrl('/markets/x/__static__/index.html', 42)).toBe('/markets/x/__static__/index.html?t=42');
    expect(entryUrl('https://cdn.example.com/x/index.html?v=1', 42)).toBe(
      'https://cdn.example.com/x/index.html?v=1&t=42',
    );
  });
});

describe('loadCommonScriptOnce', () => {
  it('puts the common script on the page once, whatever its hash query', async () => {
    const first = loadCommonScriptOnce('/markets/microfrontends/static/js/common.js?v=1');
    const second = loadCommonScriptOnce('/markets/microfrontends/static/js/common.js?v=2');
    const scripts = document.head.querySelectorAll('script[data-portal-common]');
    expect(scripts).toHaveLength(1);
    scripts[0].dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });
});

describe('a prefetched entry page', () => {
  it('serves the first load after the prefetch, whatever its timestamp, and only that one', async () => {
    const base = answer(200, '<html><body><div id="prefetched"></div></body></html>');
    await checkedFetch(base, { keepEntries: true })('/markets/p/__static__/index.html?t=1');
    expect(base).toHaveBeenCalledTimes(1);
    const load = checkedFetch(answer(200, '<html><body>fresh</body></html>'));
    await expect((await load('/markets/p/__static__/index.html?t=2')).text()).resolves.toContain('prefetched');
    await expect((await load('/markets/p/__static__/index.html?t=3')).text()).resolves.toContain('fresh');
  });

  it('is not kept when the prefetch failed', async () => {
    await checkedFetch(answer(404, 'missing'), { keepEntries: true })('/markets/q/__static__/index.html?t=1').catch(
      () => undefined,
    );
    const load = checkedFetch(answer(404, 'missing'));
    await expect(load('/markets/q/__static__/index.html?t=2')).rejects.toThrow('load failed with status 404');
  });
});

describe('a prefetch after a load of the same entry', () => {
  it('keeps nothing: a retry after a failed load fetches the entry anew', async () => {
    const first = answer(200, '<html><body>broken</body></html>');
    await checkedFetch(first)('/markets/r/__static__/index.html?t=1');
    await checkedFetch(answer(200, '<html><body>prefetched</body></html>'), { keepEntries: true })(
      '/markets/r/__static__/index.html?t=2',
    );
    const retry = answer(200, '<html><body>fixed</body></html>');
    await expect((await checkedFetch(retry)('/markets/r/__static__/index.html?t=3')).text()).resolves.toContain(
      'fixed',
    );
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe("where a sub-app's files may come from (issue 35)", () => {
  const here = location.origin;
  /** The portal's own origin, or https://allowed.example (an allowedHosts entry). */
  const place = (url: string) => {
    const { origin } = new URL(url, location.href);
    return origin === here ? 'own' : origin === 'https://allowed.example' ? 'allowed' : null;
  };

  it('checkedFetch refuses an address outside the URL policy unsent, naming the code and the address', async () => {
    const base = answer(200, 'window.x = 1;', 'text/javascript');
    const fetch = checkedFetch(base, { place });
    for (const url of ['https://other.example/app.js', '//other.example/app.js', 'http://allowed.example/app.js']) {
      const err = await fetch(url).catch((e: unknown) => e);
      expect(err, url).toBeInstanceOf(SubAppError);
      expect((err as SubAppError).failure).toBe('refused');
      expect((err as Error).message).toContain('PORTICO_E_SCRIPT_REFUSED');
      expect((err as Error).message).toContain(url.startsWith('//') ? 'other.example/app.js' : url);
    }
    expect(base).not.toHaveBeenCalled();
    await fetch('https://allowed.example/app.js');
    await fetch('/markets/x/__static__/app.js');
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('the common script is found by its path however the entry writes its host', () => {
    const entry = 'https://allowed.example/markets/x/__static__/index.html';
    for (const src of [
      'https://other.example/markets/microfrontends/static/js/common.js?v=1',
      '//other.example/markets/microfrontends/static/js/common.js?v=1',
      '../../microfrontends/static/js/common.js?v=1',
    ]) {
      const p = prepareTemplate(`<body><script src="${src}"></script><script src="./app.js"></script></body>`, {
        base: entry,
      });
      expect(p.common, src).toBe(src);
      expect(p.html, src).not.toContain(`src="${src}"`);
    }
  });

  it('the common script runs only from the portal’s origin, as the entry page resolves it', () => {
    const ownEntry = `${here}/markets/x/__static__/index.html`;
    expect(commonScriptUrl('/markets/microfrontends/static/js/common.js?v=1', ownEntry, here)).toBe(
      `${here}/markets/microfrontends/static/js/common.js?v=1`,
    );
    for (const [src, entry] of [
      ['https://other.example/markets/microfrontends/static/js/common.js?v=1', ownEntry],
      ['//other.example/markets/microfrontends/static/js/common.js', ownEntry],
      // An allowed host is not the portal: the common script runs in the top window, outside any sandbox.
      ['/markets/microfrontends/static/js/common.js', 'https://allowed.example/markets/x/__static__/index.html'],
    ]) {
      let err: unknown;
      try {
        commonScriptUrl(src, entry, here);
      } catch (e) {
        err = e;
      }
      expect(err, src).toBeInstanceOf(SubAppError);
      expect((err as SubAppError).failure).toBe('refused');
      expect((err as Error).message).toContain('PORTICO_E_SCRIPT_REFUSED');
    }
  });
});
