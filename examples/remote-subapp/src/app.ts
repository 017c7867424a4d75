// The example sub-app's view: plain DOM, no framework, so the example shows the contract and not a
// library. One view per mount; `destroy` removes everything the view added to the page.
import type { SharedState, SubAppProps } from '@portico/sdk';
import { common } from './common-api';

/** The element of the entry page the sub-app renders into (a div appended when it is missing). */
export const ROOT_ID = 'remote-demo-root';
/** A global the sub-app sets while mounted, as many sub-apps do; gone after unmount. */
export const DEMO_GLOBAL = '__REMOTE_DEMO_STATE__';
/** The owner's finance overview (spec-shaped call; the dev API's finance handlers answer it). */
export const ACCOUNT_OVERVIEW_PATH = '/v3/finance/account/overview';

export interface RemoteDemoState {
  readonly mountedAt: number;
}

interface AccountOverview {
  readonly balance?: unknown;
  readonly cashBalance?: unknown;
  readonly grantBalance?: unknown;
}

export interface View {
  /** New props from the shell (`update` lifecycle): render them and follow their bridge. */
  update(props: SubAppProps): void;
  destroy(): void;
}

type DemoWindow = Window & { [DEMO_GLOBAL]?: RemoteDemoState };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  if (text) el.textContent = text;
  return el;
}

const onlineText = () => `网络：${navigator.onLine ? '在线' : '离线'}`;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createView(initial: SubAppProps): View {
  let props = initial;
  let destroyed = false;
  const mountedAt = Date.now();

  // The entry page's own element when the shell mounted the entry HTML; otherwise one of ours,
  // which unmount removes again.
  const templateRoot = props.container.querySelector<HTMLElement>(`#${ROOT_ID}`);
  const root = templateRoot ?? element('div', { id: ROOT_ID });

  const section = element('section', { class: 'remote-demo', 'aria-labelledby': 'remote-demo-title' });
  const header = element('header');
  header.append(element('h1', { id: 'remote-demo-title' }, '示例子应用'));
  const user = element('p', { 'data-field': 'user' });
  const zoom = element('p', { 'data-field': 'zoom' });
  const uptime = element('p', { 'data-field': 'uptime' }, '已挂载：0 秒');
  const online = element('p', { 'data-field': 'online' }, onlineText());
  const session = element('p', { 'data-field': 'session' }, '会话（命名承诺）：等待中…');
  const actions = element('div', { class: 'remote-demo-actions' });
  const query = element('button', { type: 'button' }, '查询账户信息');
  const toast = element('button', { type: 'button' }, '显示提示');
  const missing = element('button', { type: 'button' }, '等待未注册的承诺');
  actions.append(query, toast, missing);
  const result = element('p', { class: 'remote-demo-result', role: 'status' });
  section.append(header, user, zoom, uptime, online, session, actions, result);
  root.append(section);
  if (!templateRoot) props.container.append(root);

  const render = (state: SharedState) => {
    user.textContent = `当前用户：${state.user?.ownerName ?? '未登录'}`;
    zoom.textContent = `页面缩放：${state.pageZoom}`;
    // The sub-app's own styles follow the zoom the shell reports (remote-demo.css reads it).
    root.style.setProperty('--remote-demo-zoom', String(state.pageZoom));
  };
  let unsubscribe = props.bridge.onChange((state) => render(state));
  render(props.bridge.getState());

  query.addEventListener('click', () => {
    query.disabled = true;
    result.textContent = '查询中…';
    props.services.request
      .call<AccountOverview>(ACCOUNT_OVERVIEW_PATH)
      .then((data) => {
        if (destroyed) return;
        const { formatAmount } = common();
        result.textContent = `账户余额：¥${formatAmount(data?.balance)}（现金 ¥${formatAmount(data?.cashBalance)}，赠款 ¥${formatAmount(data?.grantBalance)}）`;
      })
      .catch((err: unknown) => {
        // The shell's request service has already shown its own §8 message; say it here too.
        if (!destroyed) result.textContent = `查询失败：${messageOf(err)}`;
      })
      .finally(() => {
        if (!destroyed) query.disabled = false;
      });
  });
  toast.addEventListener('click', () => {
    props.services.notices.notify('success', '来自示例子应用的提示');
  });

  // The shell's named promises (spec §3): the session facts, waited for by name rather than asked
  // for again; a name nobody registered rejects with `no promise`, one that never settles with
  // `timeout` after 5 s (spec §8, §9).
  const { promises } = props.services;
  Promise.all([promises.wait('userInfo'), promises.wait('authTree')]).then(
    ([info, tree]) => {
      if (!destroyed)
        session.textContent = `会话（命名承诺）：${info?.ownerName ?? '未登录'}，菜单权限 ${tree.menuTree.length} 项`;
    },
    (err: unknown) => {
      if (!destroyed) session.textContent = `会话（命名承诺）读取失败：${messageOf(err)}`;
    },
  );
  missing.addEventListener('click', () => {
    promises.wait('remote-demo:never-registered').catch((err: unknown) => {
      if (!destroyed) result.textContent = `等待失败：${messageOf(err)}`;
    });
  });

  // A timer and window listeners, as real sub-apps have: unmount must remove them all.
  const timer = setInterval(() => {
    uptime.textContent = `已挂载：${Math.round((Date.now() - mountedAt) / 1000)} 秒`;
  }, 1000);
  const onNetwork = () => {
    online.textContent = onlineText();
  };
  window.addEventListener('online', onNetwork);
  window.addEventListener('offline', onNetwork);
  (window as DemoWindow)[DEMO_GLOBAL] = { mountedAt };

  return {
    update(next) {
      if (destroyed) return;
      if (next.bridge !== props.bridge) {
        unsubscribe();
        unsubscribe = next.bridge.onChange((state) => render(state));
      }
      props = next;
      render(next.bridge.getState());
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      unsubscribe();
      clearInterval(timer);
      window.removeEventListener('online', onNetwork);
      window.removeEventListener('offline', onNetwork);
      delete (window as DemoWindow)[DEMO_GLOBAL];
      if (templateRoot) {
        templateRoot.replaceChildren();
        templateRoot.style.removeProperty('--remote-demo-zoom');
      } else root.remove();
    },
  };
}
