import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspHashesConf, inlineScriptHashes } from './csp-hashes.mjs';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('CSP hashes of inline scripts', () => {
  it('hashes each inline script exactly as written, and no script with a src', () => {
    const html = [
      '<script id="a">\n  var x = 1;\n</script>',
      '<script type="module" src="/assets/main.js"></script>',
      '<SCRIPT>alert("两")</SCRIPT >',
      '<script\nsrc="/x.js"></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('\n  var x = 1;\n'), sha('alert("两")')]);
  });

  it("covers the early script of host/index.html, the page's one inline script", () => {
    const page = readFileSync('host/index.html', 'utf8');
    const early = /<script id="portico-early">([\s\S]*?)<\/script>/.exec(page)![1];
    expect(inlineScriptHashes(page)).toEqual([sha(early)]);
  });

  it('writes one nginx variable with the hashes', () => {
    expect(cspHashesConf('<script>a</script><script>b</script>')).toContain(
      `set $portico_script_hashes "${sha('a')} ${sha('b')}";`,
    );
  });
});
