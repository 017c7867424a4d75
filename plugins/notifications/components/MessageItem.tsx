import { useLayoutEffect, useRef } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { VisuallyHidden } from '@portico/ui';
import { isImportant, type NotificationMessage } from '../api';
import { READ_FLAG } from '../constants';
import { MESSAGES } from '../messages';
import { plainText } from '../plain-text';

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  readonly message: NotificationMessage;
  /** Name of the message's type, when the type list knows it. */
  readonly typeName?: string;
  /** Clicking an unread message marks it read (spec §2.5). */
  readonly onOpen: () => void;
}

const useStyles = makeStyles({
  item: { ':not(:first-child)': { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}` } },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    boxSizing: 'border-box',
    width: '100%',
    padding: `${tokens.spacingVerticalMNudge} ${tokens.spacingHorizontalL}`,
    border: 0,
    backgroundColor: 'transparent',
    font: 'inherit',
    textAlign: 'left',
    color: tokens.colorNeutralForeground1,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: `calc(${tokens.strokeWidthThick} * -1)`,
    },
  },
  unread: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':hover:active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
  },
  read: { color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalSNudge, minWidth: 0 },
  dot: {
    flexShrink: 0,
    width: '6px',
    height: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorStatusDangerBackground3,
  },
  tag: {
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalSNudge}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
  },
  tagImportant: { backgroundColor: tokens.colorStatusDangerBackground1, color: tokens.colorStatusDangerForeground1 },
  tagRead: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3 },
  title: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  titleRead: { fontWeight: tokens.fontWeightRegular },
  time: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  // Two lines at most.
  content: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
});

/**
 * One message: type tag, 重要 for high priority, title, time and the content as plain text.
 * An unread message is a button that marks it read; a read one is greyed out text, no control
 * that would do nothing. A visually hidden 已读/未读 tells assistive technology.
 */
export default function MessageItem({ message, typeName, onOpen }: MessageItemProps) {
  const styles = useStyles();
  const read = message.readFlag === READ_FLAG.READ;
  const important = isImportant(message);
  const readRef = useRef<HTMLDivElement>(null);
  // Activating the button makes it go away once the message is read: focus stays on the
  // message (out of the tab order), unless it has moved on meanwhile.
  const activated = useRef(false);
  useLayoutEffect(() => {
    if (!read || !activated.current) return;
    activated.current = false;
    if (!document.activeElement || document.activeElement === document.body) readRef.current?.focus();
  }, [read]);

  const content = (
    <>
      <span className={styles.head}>
        {!read && <span className={styles.dot} aria-hidden="true" />}
        {typeName && <span className={mergeClasses(styles.tag, read && styles.tagRead)}>{typeName}</span>}
        {important && (
          <span className={mergeClasses(styles.tag, styles.tagImportant, read && styles.tagRead)}>
            {MESSAGES.important}
          </span>
        )}
        <span className={mergeClasses(styles.title, read && styles.titleRead)}>{message.msgTitle}</span>
        <VisuallyHidden>{`（${read ? MESSAGES.read : MESSAGES.unread}）`}</VisuallyHidden>
      </span>
      <span className={styles.time}>{message.msgTime}</span>
      <span className={styles.content}>{plainText(message.msgContent)}</span>
    </>
  );
  return (
    <li className={styles.item}>
      {read ? (
        <div ref={readRef} tabIndex={-1} className={mergeClasses(styles.entry, styles.read)}>
          {content}
        </div>
      ) : (
        <button
          type="button"
          className={mergeClasses(styles.entry, styles.unread)}
          onClick={() => {
            activated.current = true;
            onOpen();
          }}
        >
          {content}
        </button>
      )}
    </li>
  );
}
