import type { RequestOptions } from './request-service';
import { fileNameFromDisposition } from './content-disposition';

/** What a download answer gives: its bytes and the name the server suggests (null: none usable). */
export interface ReceivedDownload {
  readonly blob: Blob;
  readonly name: string | null;
}

/**
 * Reads a download answer. Loaded by the request service on the first download only: most
 * sessions never export, so this code stays off the first screen.
 */
export async function receiveDownload(
  response: Response,
  onProgress: RequestOptions['onProgress'],
): Promise<ReceivedDownload> {
  const blob = await readBlob(response, onProgress);
  return { blob, name: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** The body as a Blob; with `onProgress`, read chunk by chunk to report the bytes so far. */
async function readBlob(response: Response, onProgress: RequestOptions['onProgress']): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}
