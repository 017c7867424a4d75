import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  Button,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  type PopoverProps,
} from '@fluentui/react-components';
import { ChevronDown12Regular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TabFlyoutProps } from '@portico/plugin/header';
import { useFocusReturn } from '@portico/ui';
import { HIDE_DELAY_MS } from '../constants';
import type { ToolboxEntry } from '../launcher';
import { useToolboxLauncher } from '../launcher-ref';
import { MESSAGES } from '../messages';
import FlyoutPanel from './FlyoutPanel';
import ToolboxSubmenu from './ToolboxSubmenu';
import { useDelayedHide } from './use-delayed-hide';
import { useFlyoutStyles } from './flyout-styles';
import { createEntryKeys, focusEntry } from './entry-keys';

/**
 * The toolbox flyout under the header's 工具箱 tab (spec §2.4). For the mouse, the pointer over
 * the tab, its disclosure button or the flyout shows it; leaving them hides it after
 * {@link HIDE_DELAY_MS}. A click on the tab still navigates to the toolbox home. For the keyboard,
 * the button is a menu button (WAI-ARIA APG): Enter, Space or ArrowDown open the flyout with focus
 * on its first entry (ArrowUp: the last), the arrow keys, Home/End and type-ahead move between
 * entries (./entry-keys), and Escape closes it with focus back on the button. Focus alone opens
 * nothing, and the entries are never Tab stops: the toolbox is two stops (the tab and the button),
 * and Tab from an entry leaves the flyout, which closes (Shift+Tab goes back to the button).
 */
function BarFlyout({ children }: TabFlyoutProps) {
  const s = useFlyoutStyles();
  const launcher = useToolboxLauncher();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { open, show, hide, hideLater } = useDelayedHide(HIDE_DELAY_MS);
  // The root wraps the tab and the disclosure button; the flyout hangs under it, not under the button.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const surfaceRef = useFocusReturn(open);
  const surfaceId = useId();
  // Opened from the keyboard (or a click on the button): the entry to focus once the flyout shows.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    if (focusEntry(surfaceRef.current, focusOnOpen)) setFocusOnOpen(null);
  }, [open, focusOnOpen, surfaceRef]);
  const openOn = (which: 'first' | 'last') => {
    show();
    setFocusOnOpen(which);
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  // One handler per flyout: it keeps the type-ahead letters typed so far.
  const [entryKeys] = useState(createEntryKeys);
  const onSurfaceKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab') return entryKeys(event);
    if (!event.shiftKey) return;
    // Back to the button, closed: the flyout is one stop between the tab and what follows it.
    event.preventDefault();
    hide();
    triggerRef.current?.focus();
  };

  const onOpenChange: PopoverProps['onOpenChange'] = (event, data) => {
    if (data.open) return show();
    // The trigger only opens: the pointer has usually opened the flyout before the click lands.
    if (event.type === 'click' && triggerRef.current?.contains(event.target as Node)) return;
    hide();
  };

  const onBlur = (event: FocusEvent) => {
    if (!root?.contains(event.relatedTarget as Node | null)) hide();
  };

  const launch = (entry: ToolboxEntry) => {
    hide();
    // launch shows its own failures (the request layer's notice, the refused-link notice).
    // navigate is called with the declarative router's signature (shell/router-mode.d.ts).
    void launcher.launch(entry, { page: pathname + search, navigate: (path) => navigate(path) });
  };

  return (
    <div ref={setRoot} className={s.root} onBlur={onBlur} onMouseEnter={show} onMouseLeave={hideLater}>
      {children}
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        inline
        positioning={{ position: 'below', align: 'start', target: root }}
        unstable_disableAutoFocus
        withArrow
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button
            ref={triggerRef}
            appearance="transparent"
            size="small"
            className={mergeClasses(s.trigger, open && s.triggerOpen)}
            icon={<ChevronDown12Regular />}
            aria-label={MESSAGES.trigger}
            aria-expanded={open}
            aria-controls={open ? surfaceId : undefined}
            onClick={() => openOn('first')}
            onKeyDown={onTriggerKey}
          />
        </PopoverTrigger>
        <PopoverSurface
          ref={surfaceRef}
          id={surfaceId}
          className={s.surface}
          aria-label={MESSAGES.flyout}
          onMouseEnter={show}
          onMouseLeave={hideLater}
          onKeyDown={onSurfaceKey}
        >
          <FlyoutPanel
            onLaunch={launch}
            hrefOf={(entry) => launcher.href(entry)}
            onOpenElsewhere={(entry) => launcher.openedElsewhere(entry, pathname + search)}
          />
        </PopoverSurface>
      </Popover>
    </div>
  );
}

/** The flyout under the 工具箱 tab on the bar, or its submenu where the tab sits in 更多. */
export default function ToolboxFlyout(props: TabFlyoutProps) {
  return props.placement === 'menu' ? <ToolboxSubmenu {...props} /> : <BarFlyout {...props} />;
}
