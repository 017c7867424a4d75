import { action, computed, makeObservable, observable, observableRef, runInAction, type ObservableSet } from 'mobx';
import type { RequestService, SessionStore } from '@portico/sdk';
import { messagePageOf, unreadCountOf, type MessageType, type NotificationMessage } from './api';
import { MESSAGE_WINDOW_DAYS, MSG_API, PAGE_SIZE, READ_FLAG, UNREAD_POLL_MS } from './constants';
import { lastDays } from './date-window';
import { messageKey, type MessageCentre } from './public';
import { MessageList } from './message-list';

export { messageKey };

/** Where the message list stands. */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * State of the notification centre (spec §2.5, §4): the unread count (polled), the quick
 * window's current page, the message types, and the read actions. One per plugin instance
 * (made in `activate`, provided as `messageStoreRef`), so it outlives header remounts.
 */
export class MessageStore implements MessageCentre {
  unreadCount = 0;
  items: readonly NotificationMessage[] = [];
  totalCount = 0;
  page = 1;
  status: ListStatus = 'idle';
  types: readonly MessageType[] = [];
  /** A mark-read call is on its way (buttons wait for it). */
  busy = false;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchers = 0;
  private lastPolledAt: number | null = null;
  /** Answers to older page requests are dropped. */
  private pageRequest = 0;
  /** Counts answered before a mark-read finished are stale. */
  private countRequest = 0;
  /** Messages whose mark-read call is on its way (a double click marks once). */
  private readonly marking = new Set<string>();
  /** Lists opened by other views (the toolbox's 消息中心): read actions apply to them too. */
  private readonly lists: ObservableSet<MessageList> = observable.set([], { deep: false });

  constructor(
    private readonly request: RequestService,
    private readonly session: SessionStore,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeObservable<MessageStore, 'setCount'>(this, {
      unreadCount: observable,
      items: observableRef,
      totalCount: observable,
      page: observable,
      status: observable,
      types: observableRef,
      busy: observable,
      pageCount: computed,
      hasUnread: computed,
      typeNames: computed,
      setCount: action,
    });
  }

  /** Pages of the quick window (at least 1). */
  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / PAGE_SIZE));
  }

  /** Whether 全部已读 has anything to do. */
  get hasUnread(): boolean {
    const unread = (m: NotificationMessage) => m.readFlag !== READ_FLAG.READ;
    return this.unreadCount > 0 || this.items.some(unread) || [...this.lists].some((l) => l.items.some(unread));
  }

  /** A list for another view, kept in step with every read action until it is closed. */
  openList(): MessageList {
    const list = new MessageList(this.request, this.session, (l) => this.lists.delete(l));
    this.lists.add(list);
    return list;
  }

  /** Type name by `msgType`. */
  get typeNames(): ReadonlyMap<string, string> {
    return new Map(this.types.map((t) => [String(t.type), t.name]));
  }

  /**
   * A bell is shown: while at least one is, the count is fetched every {@link UNREAD_POLL_MS}.
   * The cadence survives remounts (the layout remounts the header on navigation): a bell that
   * comes back within the period waits for the rest of it instead of fetching again.
   * Returns the release to call on unmount; the poll stops when no bell is left.
   */
  watch(): () => void {
    this.watchers++;
    if (this.watchers === 1) {
      const last = this.lastPolledAt;
      this.schedule(last === null ? 0 : Math.max(0, last + UNREAD_POLL_MS - this.now()));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.watchers--;
      if (this.watchers === 0) this.clearTimer();
    };
  }

  /** Stops polling for good (the plugin is unloaded). */
  dispose(): void {
    this.watchers = 0;
    this.clearTimer();
  }

  private schedule(delay: number): void {
    this.clearTimer();
    if (delay <= 0) this.poll();
    else this.timer = setTimeout(() => this.poll(), delay);
  }

  private poll(): void {
    this.lastPolledAt = this.now();
    void this.refreshUnread();
    this.timer = setTimeout(() => this.poll(), UNREAD_POLL_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** `msg/count/unread` for the last 7 days. Silent: a background poll never toasts. */
  async refreshUnread(): Promise<void> {
    const user = this.session.user;
    if (!user) return;
    const id = ++this.countRequest;
    try {
      const data = await this.request.call<unknown>(
        MSG_API.unreadCount,
        {
          ...lastDays(MESSAGE_WINDOW_DAYS, this.now()),
          loginType: user.loginType,
          ownerId: user.ownerId,
          ownerType: user.ownerType,
        },
        { silent: true },
      );
      if (id === this.countRequest) this.setCount(unreadCountOf(data));
    } catch {
      // Keep the last known count; the next poll tries again.
    }
  }

  /** The type names (cached by the request service for the page's lifetime). */
  async loadTypes(): Promise<void> {
    try {
      const list = await this.request.call<MessageType[] | null>(MSG_API.typeList, {}, { cache: true, silent: true });
      runInAction(() => {
        this.types = Array.isArray(list) ? list : [];
      });
    } catch {
      // Without names the type tag is left out.
    }
  }

  /** One page of `msg/query` (all types, read and unread) for the last 7 days. */
  async loadPage(page: number): Promise<void> {
    const user = this.session.user;
    if (!user) return;
    const id = ++this.pageRequest;
    runInAction(() => {
      this.status = 'loading';
      this.page = page;
    });
    try {
      const data = await this.request.call<unknown>(
        MSG_API.query,
        // Empty msgType/readFlag: no filter (the quick window shows every message).
        {
          loginType: user.loginType,
          ...lastDays(MESSAGE_WINDOW_DAYS, this.now()),
          page,
          pageCount: PAGE_SIZE,
          msgType: '',
          readFlag: '',
        },
        { silent: true },
      );
      const { items, totalCount } = messagePageOf(data);
      if (id !== this.pageRequest) return;
      runInAction(() => {
        this.items = items;
        this.totalCount = totalCount;
        this.status = 'ready';
      });
    } catch {
      if (id === this.pageRequest) runInAction(() => (this.status = 'failed'));
    }
  }

  /** 全部已读: `batchResetStatus` with readFlag=1; then the count is 0 and every item read. */
  async markAllRead(): Promise<void> {
    const user = this.session.user;
    if (!user || this.busy || !this.hasUnread) return;
    runInAction(() => (this.busy = true));
    try {
      await this.request.call(MSG_API.batchResetStatus, { readFlag: READ_FLAG.READ, loginType: user.loginType });
      this.countRequest++;
      runInAction(() => {
        this.unreadCount = 0;
        this.items = this.items.map((m) => (m.readFlag === READ_FLAG.READ ? m : { ...m, readFlag: READ_FLAG.READ }));
        for (const list of this.lists) list.markedRead(null);
      });
    } catch {
      // The request service has shown why.
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /**
   * Marks one message read: `batchResetStatus` with readFlag=1, loginType and `ids` = the
   * item's recordId (its msgId when it has none); then the count drops by one.
   */
  async markRead(message: NotificationMessage): Promise<void> {
    const user = this.session.user;
    if (!user || message.readFlag === READ_FLAG.READ) return;
    const key = messageKey(message);
    if (this.marking.has(key)) return;
    this.marking.add(key);
    try {
      await this.request.call(MSG_API.batchResetStatus, {
        readFlag: READ_FLAG.READ,
        loginType: user.loginType,
        ids: key,
      });
      this.countRequest++;
      runInAction(() => {
        this.unreadCount = Math.max(0, this.unreadCount - 1);
        this.items = this.items.map((m) => (messageKey(m) === key ? { ...m, readFlag: READ_FLAG.READ } : m));
        for (const list of this.lists) list.markedRead(key);
      });
    } catch {
      // The request service has shown why; the item stays unread.
    } finally {
      this.marking.delete(key);
    }
  }

  private setCount(count: number): void {
    this.unreadCount = count;
  }
}
