// An answer's text, read only up to a size limit (SIZE_LIMITS.answerBytes). `response.text()`
// reads whatever arrives and JSON.parse then holds the page: a 100 MB answer froze the tab. The
// announced size (`Content-Length`) refuses an answer before its body is read; the bytes are also
// counted as they arrive, because the header may be missing (a chunked answer) or not the size of
// what is read (a compressed answer announces its compressed size: a small gzip can unpack into
// hundreds of MB).

/** The answer was over the limit; nothing of it was parsed. */
export class AnswerTooLargeError extends Error {
  constructor(
    /** The bytes announced or read when reading stopped. */
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`an answer of ${bytes} bytes or more is over the limit of ${limit} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

/** The `Content-Length` a response announces, or null (absent or not a number). */
export function announcedLength(response: Response): number | null {
  const value = response.headers.get('content-length');
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/**
 * Whether the announced length is the length of what will be read: a same-origin answer whose
 * body is not compressed (the browser cuts a body at its `Content-Length`). A compressed answer
 * announces its compressed size, and a cross-origin one may hide its `Content-Encoding`.
 */
const lengthIsExact = (response: Response): boolean =>
  response.type === 'basic' && !response.headers.get('content-encoding');

/**
 * The body of `response` as text (UTF-8), or an {@link AnswerTooLargeError} once more than `limit`
 * bytes are announced or have arrived; the rest of the body is then cancelled, not read. An answer
 * whose announced length is exact is read by the browser in one go (`text()`: reading it chunk by
 * chunk in script gave long tasks of up to a second on a 2 MB answer); any other is counted
 * chunk by chunk, its bytes kept and decoded once at the end.
 */
export async function readLimitedText(response: Response, limit: number): Promise<string> {
  const announced = announcedLength(response);
  if (announced !== null && announced > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(announced, limit);
  }
  if (!response.body || (announced !== null && lengthIsExact(response))) return response.text();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(read, limit);
    }
    parts.push(value);
  }
  return new Blob(parts as BlobPart[]).text();
}
