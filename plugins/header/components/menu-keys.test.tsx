import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moveInMenu } from './menu-keys';

function TestMenu() {
  return (
    <div role="menu" tabIndex={-1} onKeyDown={moveInMenu}>
      <div role="menuitem" tabIndex={0}>
        修改密码
      </div>
      <div role="menuitem" tabIndex={0}>
        批量修改密码
      </div>
      <div role="menuitem" tabIndex={0} aria-disabled="true">
        广告主ID
      </div>
    </div>
  );
}

describe('moveInMenu', () => {
  it('ArrowDown/ArrowUp wrap, Home/End go to the ends, other keys are left alone', async () => {
    render(<TestMenu />);
    const [first, second, last] = screen.getAllByRole('menuitem');
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('x');
    expect(first).toHaveFocus();
  });
});
