import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InlineNotice } from './InlineNotice';

describe('InlineNotice', () => {
  it('reads an error out as an alert named by its text, with its actions', () => {
    render(
      <InlineNotice intent="error" actions={<button>重试</button>}>
        加载失败
      </InlineNotice>,
    );
    expect(screen.getByRole('alert', { name: '加载失败' })).toContainElement(
      screen.getByRole('button', { name: '重试' }),
    );
  });

  it('shows a warning as a group named by its text, not an alert', () => {
    render(<InlineNotice intent="warning">资质审核中</InlineNotice>);
    expect(screen.getByRole('group', { name: '资质审核中' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
