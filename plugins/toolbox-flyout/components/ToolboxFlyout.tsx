import { useId, useRef, type FocusEvent } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger, type PopoverProps } from '@fluentui/react-components';
import { ToolboxRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { HIDE_DELAY_MS } from '../constants';
import type { ToolboxEntry } from '../launcher';
import { useToolboxLauncher } from '../launcher-ref';
import { MESSAGES } from '../messages';
import FlyoutPanel from './FlyoutPanel';
import { useDelayedHide } from './use-delayed-hide';

/**
 * The toolbox trigger in the header and its flyout (spec §2.4). Pointer over the trigger or the
 * flyout, or focus on the trigger, shows it; leaving both hides it after {@link HIDE_DELAY_MS}.
 * The flyout is rendered inline after the trigger, so Tab walks from the trigger into the
 * entries; focus leaving both, Escape or a click outside close it (Escape returns focus).
 */
export default function ToolboxFlyout() {
  const launcher = useToolboxLauncher();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { open, show, hide, hideLater } = useDelayedHide(HIDE_DELAY_MS);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Focus we move back to the trigger must not open the flyout again.
  const returningFocus = useRef(false);
  const surfaceId = useId();

  const focusInside = () => !!rootRef.current?.contains(document.activeElement) && document.activeElement !== triggerRef.current;

  /** Closes; focus that was in the flyout goes back to the trigger instead of the page's start. */
  const close = () => {
    const refocus = focusInside();
    hide();
    if (refocus) {
      returningFocus.current = true;
      triggerRef.current?.focus();
      returningFocus.current = false;
    }
  };

  const onOpenChange: PopoverProps['onOpenChange'] = (event, data) => {
    if (data.open) return show();
    // The trigger only opens: pointer or focus has usually opened the flyout before the click lands.
    if (event.type === 'click' && triggerRef.current?.contains(event.target as Node)) return;
    close();
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) hide();
  };

  const launch = (entry: ToolboxEntry) => {
    close();
    void launcher.launch(entry, { page: pathname + search, navigate });
  };

  return (
    <div ref={rootRef} className="tbx-root" onBlur={onBlur}>
      <Popover open={open} onOpenChange={onOpenChange} inline positioning="below-start" unstable_disableAutoFocus withArrow>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            ref={triggerRef}
            appearance="transparent"
            className="tbx-trigger"
            icon={<ToolboxRegular />}
            aria-label={MESSAGES.trigger}
            aria-expanded={open}
            aria-controls={open ? surfaceId : undefined}
            onMouseEnter={show}
            onMouseLeave={hideLater}
            onFocus={() => {
              if (!returningFocus.current) show();
            }}
          />
        </PopoverTrigger>
        <PopoverSurface id={surfaceId} className="tbx-surface" aria-label={MESSAGES.flyout} onMouseEnter={show} onMouseLeave={hideLater}>
          <FlyoutPanel onLaunch={launch} />
        </PopoverSurface>
      </Popover>
    </div>
  );
}
