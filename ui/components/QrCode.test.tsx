import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws the code as an SVG picture named by its label, once the encoder has loaded', async () => {
    render(<QrCode text="https://m.example.com/h5/123" label="扫码预览" size={120} />);
    const picture = await screen.findByRole('img', { name: '扫码预览' });
    expect(picture.querySelector('svg')).not.toBeNull();
    expect(picture).toHaveStyle({ width: '120px', height: '120px' });
  });

  it('encodes the text: different texts give different codes', async () => {
    render(
      <>
        <QrCode text="https://a.example.com/" label="甲" />
        <QrCode text="https://b.example.com/long/path?x=1" label="乙" />
      </>,
    );
    const a = await screen.findByRole('img', { name: '甲' });
    const b = await screen.findByRole('img', { name: '乙' });
    expect(a.innerHTML).not.toBe(b.innerHTML);
    expect(a).toHaveStyle({ width: '140px' });
  });
});
