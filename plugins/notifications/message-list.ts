import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { RequestService, SessionStore } from '@portico/sdk';
import { strictMessagePageOf, type NotificationMessage } from './api';
import { MSG_API, PAGE_SIZE, READ_FLAG } from './constants';
import { messageKey, type MessageFilter, type MessageListStatus, type MessageListView } from './public';

/**
 * A filtered, paged message list (the toolbox's 消息中心). The {@link MessageStore} that opened
 * it applies every read action to it, so it never disagrees with the badge.
 */
export class MessageList implements MessageListView {
  items: readonly NotificationMessage[] = [];
  totalCount = 0;
  page = 1;
  status: MessageListStatus = 'idle';
  /** Answers to older requests are dropped. */
  private requestId = 0;

  constructor(
    private readonly request: RequestService,
    private readonly session: SessionStore,
    private readonly onClose: (list: MessageList) => void,
  ) {
    makeAutoObservable<MessageList, 'request' | 'session' | 'onClose' | 'requestId'>(this, {
      items: observableRef,
      request: false,
      session: false,
      onClose: false,
      requestId: false,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / PAGE_SIZE));
  }

  async load(filter: MessageFilter, page: number): Promise<void> {
    const user = this.session.user;
    if (!user) return;
    const id = ++this.requestId;
    this.status = 'loading';
    this.page = page;
    try {
      const data = await this.request.call<unknown>(MSG_API.query, {
        loginType: user.loginType,
        beginDate: filter.beginDate,
        endDate: filter.endDate,
        page,
        pageCount: PAGE_SIZE,
        msgType: filter.msgType,
        readFlag: filter.readFlag,
      });
      if (id !== this.requestId) return;
      const { items, totalCount } = strictMessagePageOf(data);
      runInAction(() => {
        this.items = items;
        this.totalCount = totalCount;
        this.status = 'ready';
      });
    } catch {
      // The request service has shown why (spec §8).
      if (id === this.requestId) runInAction(() => (this.status = 'failed'));
    }
  }

  /** Called by the store after a successful read call: `key` read, or every item when null. */
  markedRead(key: string | null): void {
    this.items = this.items.map((m) =>
      m.readFlag !== READ_FLAG.READ && (key === null || messageKey(m) === key) ? { ...m, readFlag: READ_FLAG.READ } : m,
    );
  }

  close(): void {
    this.onClose(this);
  }
}
