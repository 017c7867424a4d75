import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Files in jsdom tests are Node's own `File` and `FormData`. The jsdom environment replaces these
 * globals with jsdom's, which Node's `fetch` and `Request` cannot read: an uploaded file reached
 * the MSW handler as an empty part named `blob` (Node 20), and `request.formData()` threw on
 * Node ≥ 24.6, where undici builds parts with the global `File` and then brand-checks it
 * (vitest-dev/vitest#9135). `Blob` stays jsdom's (its `FileReader`, and user-event's clipboard,
 * read only jsdom blobs); as in a browser, a `File` is also an `instanceof Blob`.
 */
export async function installNodeFiles(): Promise<void> {
  // Once per environment: files that share one (Vitest's `isolate: false`) run the setup again.
  if (typeof window === 'undefined' || globalThis.File === (NodeFile as unknown)) return;
  // Node's FormData is reachable only through a body it parsed (Response is Node's under jsdom).
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const isJsdomBlob = Function.prototype[Symbol.hasInstance].bind(Blob) as (v: unknown) => boolean;
  Object.defineProperty(Blob, Symbol.hasInstance, {
    value: (v: unknown) => v instanceof NodeBlob || isJsdomBlob(v),
  });
  globalThis.File = NodeFile as unknown as typeof File;
  globalThis.FormData = NodeFormData;
}
