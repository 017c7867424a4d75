import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadState } from './LoadState';

describe('LoadState', () => {
  it('shows the spinner while loading, with the default or the given label', () => {
    const { rerender } = render(<LoadState answer={{ state: 'loading' }} retry={() => {}} />);
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    rerender(<LoadState answer={{ state: 'loading' }} retry={() => {}} loading="正在加载概况…" />);
    expect(screen.getByText('正在加载概况…')).toBeInTheDocument();
  });

  it('shows the failure with 重试, which loads again', () => {
    const retry = vi.fn();
    render(<LoadState answer={{ state: 'failed', message: 'x' }} retry={retry} />);
    // An alert: read out when it replaces the spinner.
    expect(screen.getByRole('alert', { name: '加载失败，请稍后重试' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('renders nothing once the data is there', () => {
    const { container } = render(<LoadState answer={{ state: 'ready', value: 1 }} retry={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
