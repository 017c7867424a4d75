import type { NotificationMessage } from '../api';
import { PRIORITY_HIGH, READ_FLAG } from '../constants';
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

/**
 * One message: type tag, 重要 for high priority, title, time and the content as plain text.
 * Read messages are greyed out; a visually hidden 已读/未读 tells assistive technology.
 */
export default function MessageItem({ message, typeName, onOpen }: MessageItemProps) {
  const read = message.readFlag === READ_FLAG.READ;
  const important = message.priority === PRIORITY_HIGH;
  return (
    <li className={read ? 'ntf-item ntf-item-read' : 'ntf-item'}>
      <button type="button" className="ntf-item-button" onClick={read ? undefined : onOpen}>
        <span className="ntf-item-head">
          {!read && <span className="ntf-dot" aria-hidden="true" />}
          {typeName && <span className="ntf-tag">{typeName}</span>}
          {important && <span className="ntf-tag ntf-tag-important">{MESSAGES.important}</span>}
          <span className="ntf-item-title">{message.msgTitle}</span>
          <span className="ntf-sr-only">{`（${read ? MESSAGES.read : MESSAGES.unread}）`}</span>
        </span>
        <span className="ntf-item-time">{message.msgTime}</span>
        <span className="ntf-item-content">{plainText(message.msgContent)}</span>
      </button>
    </li>
  );
}
