import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps only the text of server HTML', () => {
    expect(
      plainText('<p>余额低于 <strong>500.00</strong> 元，请及时<a href="/markets/finance/recharge">充值</a>。</p>'),
    ).toBe('余额低于 500.00 元，请及时充值。');
  });

  it('separates blocks and collapses whitespace', () => {
    expect(plainText('<p>第一段</p><p>第二段<br>第三行</p>\n\n  <div>尾</div>')).toBe('第一段 第二段 第三行 尾');
  });

  it('drops scripts and styles and runs nothing', () => {
    const before = document.body.innerHTML;
    expect(plainText('<script>window.__x = 1</script><style>p{}</style><img src=x onerror="window.__x=2">安全')).toBe(
      '安全',
    );
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });

  it('decodes entities and tolerates empty input', () => {
    expect(plainText('A &amp; B &lt;tag&gt;')).toBe('A & B <tag>');
    expect(plainText('')).toBe('');
    expect(plainText(null)).toBe('');
  });
});
