import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientPager, Pager, type PagerVariant } from './Pager';

const renderPager = (variant: PagerVariant, page: number, busy = false) => {
  const onPageChange = vi.fn();
  render(<Pager variant={variant} page={page} pageSize={10} total={123} busy={busy} onPageChange={onPageChange} />);
  return onPageChange;
};
const nav = () => screen.getByRole('navigation', { name: '分页' });

describe('Pager (spec §9)', () => {
  it('numbers: 共 N 条 and the page numbers around the current one', async () => {
    const go = renderPager('numbers', 5);
    expect(nav()).toHaveTextContent('共 123 条');
    expect(screen.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: '第 8 页' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '第 13 页' }));
    expect(go).toHaveBeenCalledWith(13);
  });

  it.each([
    ['steps', '第 2 / 13 页'],
    ['compact', '2 / 13'],
  ] as const)('%s: shows %s, announces the page and steps either way', async (variant, place) => {
    const go = renderPager(variant, 2);
    expect(nav()).toHaveTextContent('共 123 条');
    expect(nav()).toHaveTextContent(place);
    expect(screen.getByRole('status')).toHaveTextContent('第 2 页，共 13 页');
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(go.mock.calls).toEqual([[1], [3]]);
  });

  it.each<PagerVariant>(['steps', 'compact'])('%s: waits while a page loads, still focusable', async (variant) => {
    const go = renderPager(variant, 2, true);
    const next = screen.getByRole('button', { name: '下一页' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(go).not.toHaveBeenCalled();
  });

  it('clamps a page past the end to the last page', () => {
    renderPager('steps', 40);
    expect(screen.getByRole('status')).toHaveTextContent('第 13 页，共 13 页');
    expect(screen.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('ClientPager', () => {
  const pagesOf = (total: number, setPage = vi.fn()) => ({ rows: [], page: 2, pageSize: 10, total, setPage });

  it('shows nothing while the list fits on one page', () => {
    const { container } = render(<ClientPager pages={pagesOf(10)} label="账户分页" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('pages a longer list with the kit pager, under its label', async () => {
    const setPage = vi.fn();
    render(<ClientPager pages={pagesOf(11, setPage)} label="账户分页" />);
    const pager = screen.getByRole('navigation', { name: '账户分页' });
    expect(pager).toHaveTextContent('共 11 条');
    await userEvent.click(screen.getByRole('button', { name: /上一页/ }));
    expect(setPage).toHaveBeenCalledWith(1);
  });
});
