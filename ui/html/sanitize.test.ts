import { describe, expect, it } from 'vitest';
import { sanitizeHtml, UNSAFE_LINK_ATTRIBUTE } from './sanitize';

const safe = (url: string) => url.startsWith('/') && !url.startsWith('//');

describe('sanitizeHtml', () => {
  it('keeps formatting, lists and safe links; target _blank gets rel noopener', () => {
    expect(
      sanitizeHtml(
        '<p><b>新</b>功能 <a href="/markets/toolbox/Home" target="_blank">查看</a></p><ul><li>一</li></ul>',
        safe,
      ),
    ).toBe(
      '<p><b>新</b>功能 <a href="/markets/toolbox/Home" target="_blank" rel="noopener noreferrer">查看</a></p><ul><li>一</li></ul>',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>公告', '公告'],
    ['<script>alert(1)</script>公告', '公告'],
    ['<a href="javascript:alert(1)">点我</a>', `<a ${UNSAFE_LINK_ATTRIBUTE}="">点我</a>`],
    ['<a href="//evil.example.com/">点我</a>', `<a ${UNSAFE_LINK_ATTRIBUTE}="">点我</a>`],
    ['<a href="/x" onclick="alert(1)" target="_top">点我</a>', '<a href="/x">点我</a>'],
    ['<div style="position:fixed;inset:0" class="mask" id="app">遮罩</div>', '<div>遮罩</div>'],
    ['<form action="/x"><input name="a">表单</form>', '表单'],
    ['<iframe src="/x"></iframe>框', '框'],
    ['<svg><script>alert(1)</script></svg>图', '图'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input, safe)).toBe(output);
  });

  it('answers empty for anything that is not a string', () => {
    expect(sanitizeHtml(null, safe)).toBe('');
    expect(sanitizeHtml(42, safe)).toBe('');
  });
});
