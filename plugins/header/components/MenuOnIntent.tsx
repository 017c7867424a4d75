import { cloneElement, useCallback, useEffect, useState, type ReactElement, type Ref } from 'react';
import { observer } from 'mobx-react-lite';
import { lifecycleRef, useService } from '@portico/sdk';
import { loadOnce } from './load-once';

/** Fluent's Menu parts (./fluent-menu), once loaded. */
export type MenuParts = typeof import('./fluent-menu');

const menuParts = loadOnce(() => import('./fluent-menu'));

/** Loads Fluent's Menu once; later calls share the first load (and a failed one is asked again). */
export const loadMenuParts = menuParts.load;

/** The open state MenuOnIntent keeps for a Menu (`<m.Menu {...state}>`). */
export type MenuState = {
  readonly open: boolean;
  readonly onOpenChange: (e: unknown, data: { open: boolean }) => void;
};

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  onKeyDown?: (e: { key: string; preventDefault(): void }) => void;
  'aria-haspopup'?: 'menu';
};

/**
 * A menu whose trigger the first screen shows but whose Fluent Menu it does not need: until the
 * Menu's code is there, `trigger` renders alone (same element, same box, same name and role), and
 * pointing at it, focusing it or pressing it loads the code (the `eventually` phase loads it too).
 * A click, Enter, Space or ArrowDown on the lone trigger opens the menu as soon as it has loaded:
 * the menu mounts closed and opens right after, as a click opens it (Fluent then focuses its first
 * item). `render` gets the open state to give the Menu, or `onOpen` is called for a menu whose
 * open state its owner keeps.
 * The loaded menu's trigger is a new element: focus moves to it if the lone one had it, and the
 * swap waits while the pointer is pressed on the trigger, so the press ends on the element it began on.
 */
function MenuOnIntentView({
  trigger,
  render,
  onOpen,
}: {
  readonly trigger: ReactElement<TriggerProps>;
  readonly render: (menu: MenuParts, trigger: ReactElement<TriggerProps>, state: MenuState) => ReactElement;
  readonly onOpen?: () => void;
}) {
  const lifecycle = useService(lifecycleRef);
  const [loaded, setLoaded] = useState(menuParts.loaded);
  const [open, setOpen] = useState(false);
  // Asked to open while the code was not there: opens once the menu has mounted.
  const [pending, setPending] = useState(false);
  const [pressed, setPressed] = useState(false);
  // The trigger's element, the lone one and then the menu's.
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [refocus, setRefocus] = useState(false);
  // Asked to open: the menu opens with focus on its first item, as Fluent's does, and the trigger
  // does not take it back.
  const [asked, setAsked] = useState(false);
  // Called just before a change that may replace the lone trigger by the menu's.
  const noteFocus = useCallback(() => {
    setRefocus(element !== null && element === element.ownerDocument.activeElement);
  }, [element]);
  const load = useCallback(() => {
    loadMenuParts().then(
      (m) => {
        noteFocus();
        setLoaded(m);
      },
      () => {
        // A failed load leaves the lone trigger; the next intent asks again.
      },
    );
  }, [noteFocus]);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void lifecycle.until('eventually').then(() => live && load());
    return () => {
      live = false;
    };
  }, [lifecycle, load, loaded]);
  useEffect(() => {
    if (!pressed) return;
    // A press that ends elsewhere (no click): after the click, had there been one.
    const up = () =>
      setTimeout(() => {
        noteFocus();
        setPressed(false);
      });
    window.addEventListener('pointerup', up, { once: true });
    window.addEventListener('pointercancel', up, { once: true });
    return () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, [pressed, noteFocus]);
  useEffect(() => {
    if (refocus && !asked && element && element !== element.ownerDocument.activeElement) element.focus();
  }, [refocus, asked, element]);

  const swapped = !!loaded && !pressed;
  useEffect(() => {
    if (!swapped || !pending) return;
    // After the mounted menu's own effects: it then opens as on a click of its trigger.
    const t = setTimeout(() => {
      setPending(false);
      if (onOpen) onOpen();
      else setOpen(true);
    });
    return () => clearTimeout(t);
  }, [swapped, pending, onOpen]);

  if (swapped)
    return render(loaded, cloneElement(trigger, { ref: setElement }), {
      open,
      onOpenChange: (_, d) => setOpen(d.open),
    });

  const wantOpen = () => {
    load();
    setAsked(true);
    setPending(true);
  };
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    ref: setElement,
    onPointerEnter: load,
    onFocus: load,
    onPointerDown: () => {
      setPressed(true);
      load();
    },
    onClick: () => {
      noteFocus();
      setPressed(false);
      wantOpen();
    },
    onKeyDown: (e) => {
      if (e.key !== 'ArrowDown') return;
      e.preventDefault();
      wantOpen();
    },
  });
}
// An observer: what `render` reads from observables (the session's user) re-renders the menu.
export const MenuOnIntent = observer(MenuOnIntentView);
