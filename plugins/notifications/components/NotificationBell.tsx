import { useEffect, useId, useState } from 'react';
import {
  Badge,
  Button,
  createCustomFocusIndicatorStyle,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useFocusReturn, VisuallyHidden } from '@portico/ui';
import { BADGE_CAP } from '../constants';
import { useMessageStore } from '../message-store-ref';
import { MESSAGES } from '../messages';
import MessagePanel from './MessagePanel';

/** Badge text: the count, `99+` above the cap, nothing at 0. */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);

const useStyles = makeStyles({
  // On the header's dark bar: light in every state, and a light focus ring (Fluent's is dark).
  bell: {
    position: 'relative',
    overflow: 'visible',
    // Icon-only in size with or without the badge (a child would give it a text button's padding):
    // the header holds 32px for it until it shows (phase eventually).
    width: '32px',
    minWidth: '32px',
    paddingLeft: 0,
    paddingRight: 0,
    color: tokens.colorNeutralForegroundInverted,
    ':hover': { color: tokens.colorNeutralForegroundInvertedHover },
    ':hover:active,:active:focus-visible': { color: tokens.colorNeutralForegroundInvertedPressed },
  },
  focus: createCustomFocusIndicatorStyle({
    ...shorthands.borderColor(tokens.colorNeutralForegroundInverted),
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralForegroundInverted} inset`,
  }),
  // Over the bell's upper right, outside the button's flow so the bell keeps its size.
  badge: {
    position: 'absolute',
    top: '2px',
    left: '50%',
    marginLeft: tokens.spacingHorizontalXXS,
    pointerEvents: 'none',
  },
  surface: {
    width: '420px',
    maxWidth: 'calc(100vw - 32px)',
    padding: 0,
    // The dialog takes focus only so that its name is read first; the ring would frame the whole panel.
    ':focus': { outlineStyle: 'none' },
  },
});

/**
 * The header bell (spec §2.5): unread badge, the count polled while the bell is shown, and the
 * 新消息列表 panel as a focus-trapping popover (Escape closes it, focus returns to the bell).
 * The bell's name holds the badge's text (WCAG 2.5.3: 消息通知，99+ 条未读); the exact count is
 * its description when the badge caps it, and 没有未读消息 when there is none.
 */
const NotificationBell = observer(function NotificationBell() {
  const styles = useStyles();
  const store = useMessageStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // A link from the panel is followed only once the panel has closed and focus is back on the
  // bell (useFocusReturn, in the closing commit): the new page remounts the header, and a focus
  // trap torn down while active would leave the rest of the page aria-hidden.
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const surfaceRef = useFocusReturn(open);
  const descriptionId = useId();
  const titleId = useId();
  useEffect(() => store.watch(), [store]);
  useEffect(() => {
    if (open || pendingPath === null) return;
    setPendingPath(null);
    navigate(pendingPath);
  }, [open, pendingPath, navigate]);

  const count = store.unreadCount;
  const badge = badgeText(count);
  // Said only when the name leaves something out.
  const description = count <= 0 ? MESSAGES.noUnread : count > BADGE_CAP ? MESSAGES.unreadTotal(count) : null;
  return (
    <>
      <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} trapFocus withArrow positioning="below-end">
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="transparent"
            className={mergeClasses(styles.bell, styles.focus)}
            icon={<Alert20Regular />}
            aria-label={MESSAGES.bell(badge)}
            aria-describedby={description ? descriptionId : undefined}
            aria-haspopup="dialog"
            aria-expanded={open}
          >
            {badge && (
              <Badge size="small" color="danger" className={styles.badge} aria-hidden="true">
                {badge}
              </Badge>
            )}
          </Button>
        </PopoverTrigger>
        {/* tabIndex: the dialog itself takes focus on open, so its name is announced first. */}
        <PopoverSurface ref={surfaceRef} className={styles.surface} aria-labelledby={titleId} tabIndex={-1}>
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
      {description && <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>}
    </>
  );
});

export default NotificationBell;
