/**
 * What the remote page needs to know of its sub-app: made from the config by `remoteApp`
 * (host/subapps.ts), read by the lazily loaded remote chunk. Its own module, so that the chunk
 * and the initial one share the type without importing each other.
 */
export interface RemoteSubApp {
  /** Registry name. */
  readonly name: string;
  readonly namespace: string;
  readonly mode: 'qiankun' | 'singleSPA';
  readonly entry: string;
  /** The global name its UMD build sets (qiankun's app name). */
  readonly library: string;
  readonly title: string;
  /** How long the entry page and its scripts may take to load (ms). */
  readonly loadTimeoutMs: number;
}
