import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { wrapTab } from './wrap-tab';

function Surface() {
  return (
    <>
      <button type="button">外面</button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog surface, as Fluent renders it */}
      <div role="dialog" aria-label="对话框" onKeyDown={wrapTab}>
        <button type="button">第一个</button>
        <button type="button" disabled>
          不可用
        </button>
        <input aria-label="中间" />
        <button type="button">最后一个</button>
      </div>
    </>
  );
}

// jsdom lays nothing out: every element counts as shown here.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => vi.restoreAllMocks());

describe('wrapTab', () => {
  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    render(<Surface />);
    const last = screen.getByRole('button', { name: '最后一个' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(screen.getByRole('button', { name: '第一个' })).toHaveFocus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(last).toHaveFocus();
  });

  it('leaves every other Tab to the browser', () => {
    render(<Surface />);
    const middle = screen.getByRole('textbox', { name: '中间' });
    middle.focus();
    expect(fireEvent.keyDown(middle, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(middle, { key: 'ArrowDown' })).toBe(true);
    expect(middle).toHaveFocus();
  });

  it('decides by where Tab was pressed, even when a focus guard took the focus first', () => {
    render(<Surface />);
    const last = screen.getByRole('button', { name: '最后一个' });
    screen.getByRole('button', { name: '外面' }).focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(screen.getByRole('button', { name: '第一个' })).toHaveFocus();
  });
});
