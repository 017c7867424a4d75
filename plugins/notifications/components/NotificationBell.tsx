import { useEffect, useId, useRef, useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { BADGE_CAP } from '../constants';
import { useMessageStore } from '../message-store-ref';
import { MESSAGES } from '../messages';
import MessagePanel from './MessagePanel';

/** Badge text: the count, `99+` above the cap, nothing at 0. */
export const badgeText = (count: number): string | null => (count <= 0 ? null : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/**
 * The header bell (spec §2.5): unread badge, the count polled while the bell is shown, and the
 * 新消息列表 panel as a focus-trapping popover (Escape closes it, focus returns to the bell).
 */
const NotificationBell = observer(function NotificationBell() {
  const store = useMessageStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A link from the panel is followed only once the panel has closed and focus is back on the
  // bell: the new page remounts the header, and a focus trap torn down while active would
  // leave the rest of the page aria-hidden.
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const titleId = useId();
  useEffect(() => store.watch(), [store]);
  useEffect(() => {
    if (open || pendingPath === null) return;
    setPendingPath(null);
    bellRef.current?.focus();
    navigate(pendingPath);
  }, [open, pendingPath, navigate]);

  const badge = badgeText(store.unreadCount);
  return (
    <>
      <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} trapFocus withArrow positioning="below-end">
        <PopoverTrigger disableButtonEnhancement>
          <Button ref={bellRef} appearance="transparent" className="ntf-bell" icon={<Alert20Regular />} aria-label={MESSAGES.bell} aria-describedby={descriptionId} aria-haspopup="dialog" aria-expanded={open}>
            {badge && (
              <span className="ntf-badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </Button>
        </PopoverTrigger>
        {/* tabIndex: the dialog itself takes focus on open, so its name is announced first. */}
        <PopoverSurface className="ntf-surface" aria-labelledby={titleId} tabIndex={-1}>
          {open && (
            <MessagePanel
              titleId={titleId}
              onNavigate={(path) => {
                setOpen(false);
                setPendingPath(path);
              }}
            />
          )}
        </PopoverSurface>
      </Popover>
      <span id={descriptionId} className="ntf-sr-only">
        {MESSAGES.unreadDescription(store.unreadCount)}
      </span>
    </>
  );
});

export default NotificationBell;
