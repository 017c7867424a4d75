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
 * The body of `response` as text (UTF-8), or an {@link AnswerTooLargeError} once more than `limit`
 * bytes are announced or have arrived; the rest of the body is then cancelled, not read.
 */
export async function readLimitedText(response: Response, limit: number): Promise<string> {
  const announced = announcedLength(response);
  if (announced !== null && announced > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(announced, limit);
  }
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    if (read > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(read, limit);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
