import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoLayout } from './CommonLayout';

// The common layout is walked in Chromium (tests/e2e/keyboard-header.spec.ts); the no-layout
// variant (/Land, which moves on at once) is checked here.
describe('skip link', () => {
  it('is the first Tab stop of the no-layout variant; Enter moves focus into <main>, the next Tab into the page', async () => {
    render(
      <NoLayout>
        <button type="button">页面里的按钮</button>
      </NoLayout>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: '跳到主要内容' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#portico-main');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The address does not change: the link moves focus itself.
    expect(location.hash).toBe('');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '页面里的按钮' })).toHaveFocus();
  });
});
