import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Files in jsdom tests are Node's own `Blob`, `File` and `FormData`. The jsdom environment
 * replaces these globals with jsdom's, which Node's `fetch` and `Request` cannot read: an uploaded
 * file reached the MSW handler as an empty part named `blob` (Node 20), and `request.formData()`
 * threw on Node ≥ 24.6, where undici builds parts with the global `File` and then brand-checks it
 * (vitest-dev/vitest#9135). The portal's upload code only builds a form and sends it
 * (`new FormData()`, `instanceof Blob`), which Node's classes do as a browser's would.
 */
export async function installNodeFiles(): Promise<void> {
  if (typeof window === 'undefined') return;
  // Node's FormData is reachable only through a body it parsed (Response is Node's under jsdom).
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  globalThis.File = NodeFile as unknown as typeof File;
  globalThis.FormData = NodeFormData;
}
