// What a mounted remote sub-app is handed (issue 35): never the portal's own service objects, whose
// insides (the request service's token scope and transport, its `observe` of every answer) would
// let one sub-app change or watch the whole portal, but frozen objects of bound functions that
// reach only what the SDK contract names. One set per mount; `release()` (spec §4 unmount) closes
// the toasts it opened, drops the remote components it registered and the bridge's listeners, and
// leaves every function inert, so props a sub-app keeps past its unmount do nothing.
import {
  ApiError,
  type NavigationService,
  type NotifierService,
  type PromiseRegistry,
  type RemoteComponentRegistry,
  type RequestOptions,
  type RequestParams,
  type RequestService,
} from '@portico/core';
import type { SubAppProps } from '@portico/sdk';
import type { StateBridge } from '@portico/sdk/internal';
import { subAppPromises, type OwnedBridge } from './bridge';

type SubAppServices = SubAppProps['services'];

/** What {@link sealServices} hands out and how to take it back. */
export interface SealedServices {
  readonly bridge: StateBridge;
  readonly services: SubAppServices;
  /** Spec §4 unmount: closes its toasts, drops what it registered and its listeners; every function goes inert. */
  release(): void;
}

/** The portal's services a sub-app's facade calls into. */
export interface SealDeps {
  readonly request: RequestService;
  readonly notifier: NotifierService;
  readonly navigation: Pick<NavigationService, 'toLogin' | 'open'>;
  /** The router's navigate; a rejected redirect is the caller's to silence. */
  readonly navigate: (to: string) => void;
  readonly components: RemoteComponentRegistry;
  readonly promises: PromiseRegistry;
  readonly bridge: OwnedBridge;
}

/** Freezes an object of functions and each function, so nothing on it can be replaced or added. */
function seal<T extends object>(facade: T): Readonly<T> {
  for (const value of Object.values(facade)) if (typeof value === 'function') Object.freeze(value);
  return Object.freeze(facade);
}

/** The facade of one mount. */
export function sealServices(deps: SealDeps): SealedServices {
  const { request, notifier, navigation, components, bridge } = deps;
  let live = true;
  const opened = new Set<number>();
  const registrations = new Set<() => void>();

  /** A call after release rejects as an aborted call does: nothing is sent, nothing is shown. */
  const calling =
    (method: 'call' | 'get' | 'delete' | 'post' | 'put') =>
    <T>(path: string, params?: RequestParams, options?: RequestOptions): Promise<T> =>
      live
        ? (request[method] as RequestService['call'])<T>(path, params, options)
        : Promise.reject(new ApiError('aborted', 'network', null, path));

  const services: SubAppServices = seal({
    request: seal({
      call: calling('call'),
      get: calling('get'),
      delete: calling('delete'),
      post: calling('post'),
      put: calling('put'),
    }),
    navigation: seal({
      navigate: (to: string) => {
        if (live) deps.navigate(to);
      },
      toLogin: () => {
        if (live) navigation.toLogin();
      },
      open: (url: string, target?: '_self' | '_blank') => live && navigation.open(url, target),
    }),
    remoteComponents: seal({
      register: (name: string, src: string) => {
        if (!live) return () => undefined;
        const unregister = components.register(name, src);
        registrations.add(unregister);
        return () => {
          registrations.delete(unregister);
          unregister();
        };
      },
      has: (name: string) => live && components.has(name),
      load: (name: string) => components.load(name),
    }),
    notices: seal({
      notify: (intent: Parameters<NotifierService['notify']>[0], text: string, durationMs?: number) => {
        if (!live) return -1;
        const id = notifier.notify(intent, text, durationMs);
        opened.add(id);
        return id;
      },
      dismiss: (id: number) => {
        opened.delete(id);
        notifier.dismiss(id);
      },
    }),
    // Spec §3 named promises: the session facts the shell registered, waited for by name.
    promises: seal({ ...subAppPromises(deps.promises) }),
  });

  return {
    bridge: seal({
      getState: () => bridge.getState(),
      onChange: (listener: Parameters<StateBridge['onChange']>[0]) =>
        live ? bridge.onChange(listener) : () => undefined,
    }),
    services,
    release() {
      if (!live) return;
      live = false;
      bridge.dispose();
      for (const id of opened) notifier.dismiss(id);
      opened.clear();
      // Newest first, so a name registered twice by the sub-app ends with what the portal had.
      for (const unregister of [...registrations].reverse()) unregister();
      registrations.clear();
    },
  };
}
