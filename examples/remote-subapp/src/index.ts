// The sub-app's lifecycles (spec §4), the entry of both builds: the UMD build puts them on
// `window.remoteDemo` for qiankun's sandbox, the ES-module build exports them for singleSPA mode.
import type { SubAppLifecycles, SubAppProps } from '@portico/sdk';
import { createView, type View } from './app';

// Keyed by container: the shell hands the same props to unmount, and a page could host two copies.
const views = new Map<HTMLElement, View>();

export async function bootstrap(): Promise<void> {
  // Nothing to prepare once per page: each mount builds its own view.
}

export async function mount(props: SubAppProps): Promise<void> {
  views.get(props.container)?.destroy();
  views.set(props.container, createView(props));
}

export async function unmount(props: SubAppProps): Promise<void> {
  const view = views.get(props.container);
  views.delete(props.container);
  view?.destroy();
}

export async function update(props: SubAppProps): Promise<void> {
  views.get(props.container)?.update(props);
}

// The exports are the contract's lifecycles (checked by tsc; nothing of it reaches the bundle).
void ({ bootstrap, mount, unmount, update } satisfies SubAppLifecycles);
