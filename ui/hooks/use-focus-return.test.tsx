import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { isReturningFocus, useFocusReturn } from './use-focus-return';

/**
 * A surface that takes focus when it opens, as Fluent's do (in a passive effect, after the hook's
 * layout effect), and that stays mounted closed (`keep`) or leaves with `open`.
 */
function Surface({ open, keep }: { open: boolean; keep: boolean }) {
  const ref = useFocusReturn(open);
  useEffect(() => {
    if (open) ref.current?.querySelector('button')?.focus();
  }, [open, ref]);
  return (
    (open || keep) && (
      <div ref={ref}>
        <button type="button">关闭</button>
      </div>
    )
  );
}

function Page({ keep = true, takesFocus = true }: { keep?: boolean; takesFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <button type="button">别处</button>
      <button type="button" onClick={() => setOpen(false)} data-testid="close">
        收起
      </button>
      {takesFocus ? <Surface open={open} keep={keep} /> : <Plain open={open} />}
    </>
  );
}

/** A surface that does not take focus (a flyout shown on hover): focus enters it with Tab. */
function Plain({ open }: { open: boolean }) {
  const ref = useFocusReturn(open);
  return (
    open && (
      <div ref={ref}>
        <button type="button">条目</button>
      </div>
    )
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const close = () => fireEvent.click(screen.getByTestId('close'));

/** Opens from the trigger as a keyboard user does: the trigger has focus, then Enter clicks it. */
function openFromTrigger() {
  button('打开').focus();
  fireEvent.click(button('打开'));
}

describe('useFocusReturn', () => {
  it('returns focus to the trigger when the surface closes with focus inside it', () => {
    render(<Page />);
    openFromTrigger();
    expect(button('关闭')).toHaveFocus();
    close();
    expect(button('打开')).toHaveFocus();
  });

  it('returns focus to the trigger when the surface leaves the page with focus inside it', () => {
    render(<Page keep={false} />);
    openFromTrigger();
    expect(button('关闭')).toHaveFocus();
    close();
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    expect(button('打开')).toHaveFocus();
  });

  it('returns focus when focus fell to the body while it was open', () => {
    render(<Page />);
    openFromTrigger();
    button('关闭').blur();
    expect(document.body).toHaveFocus();
    close();
    expect(button('打开')).toHaveFocus();
  });

  it('leaves focus where the user put it outside the surface', () => {
    render(<Page />);
    openFromTrigger();
    button('别处').focus();
    close();
    expect(button('别处')).toHaveFocus();
  });

  it('returns focus to where it entered from when the surface opened without focus (a hover)', () => {
    render(<Page takesFocus={false} />);
    fireEvent.click(button('打开'));
    expect(document.body).toHaveFocus();
    button('别处').focus();
    // Tab from 别处 into the open surface.
    button('条目').focus();
    close();
    expect(button('别处')).toHaveFocus();
  });

  it('focuses nothing when the trigger has left the page', () => {
    function Gone() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              打开
            </button>
          )}
          <button type="button" data-testid="close" onClick={() => setOpen(false)}>
            收起
          </button>
          <Surface open={open} keep={false} />
        </>
      );
    }
    render(<Gone />);
    openFromTrigger();
    close();
    expect(document.body).toHaveFocus();
  });

  it('says, inside the focus event it causes, that focus is being returned', () => {
    const seen: boolean[] = [];
    render(<Page />);
    button('打开').addEventListener('focus', () => seen.push(isReturningFocus()));
    openFromTrigger();
    close();
    expect(seen).toEqual([false, true]);
    expect(isReturningFocus()).toBe(false);
  });

  it('gives a Fluent Dialog opened from state (no DialogTrigger) its trigger back on Escape and on its button', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(false);
      const surfaceRef = useFocusReturn(open);
      return (
        <>
          <Button onClick={() => setOpen(true)}>自定义列</Button>
          <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
            <DialogSurface ref={surfaceRef}>
              <DialogBody>
                <DialogTitle>自定义列</DialogTitle>
                <DialogActions>
                  <Button onClick={() => setOpen(false)}>取消</Button>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        </>
      );
    }
    render(<WithDialog />);
    const trigger = button('自定义列');
    for (const how of ['Escape', '取消'] as const) {
      trigger.focus();
      fireEvent.click(trigger);
      const cancel = await screen.findByRole('button', { name: '取消' });
      // Fluent focuses the first button when laid out; jsdom lays nothing out, so the test does.
      act(() => {
        cancel.focus();
      });
      if (how === 'Escape') fireEvent.keyDown(cancel, { key: 'Escape' });
      else fireEvent.click(cancel);
      expect(trigger).toHaveFocus();
    }
  });
});
