// The name a download is saved under, read from the server's `Content-Disposition` (RFC 6266).
// A server or gateway can send any bytes there: a `filename*` that is not valid percent-encoding
// threw a URIError out of the download, after its body had arrived, and the file was lost. Here
// every malformed part is skipped instead: `filename*` when it decodes, else `filename`, else
// null (the caller's default name). The file is never lost over its name.

/** `filename*=<charset>'<language>'<percent-encoded value>` (RFC 5987 ext-value). */
const EXTENDED = /(?:^|;)\s*filename\*\s*=\s*([^';\s]*)'[^']*'([^;]*)/i;
/** `filename="quoted \" value"` or `filename=token`. */
const PLAIN = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i;

/** The ext-value decoded in its charset (UTF-8 or ISO-8859-1), or null when it is malformed. */
function decodeExtended(charset: string, value: string): string | null {
  const encoded = value.trim();
  if (!/^(?:[^%]|%[0-9a-f]{2})*$/i.test(encoded)) return null;
  switch (charset.toLowerCase()) {
    case 'utf-8':
      try {
        return decodeURIComponent(encoded);
      } catch {
        // Percent-escapes that are no UTF-8 sequence (`%E4%B8` cut short): use `filename`.
        return null;
      }
    case 'iso-8859-1':
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    default:
      return null;
  }
}

/**
 * A name the browser can save: no path separators, no control characters, trimmed; an empty
 * result (or `.`/`..`) is no name.
 */
function saveable(name: string | null): string | null {
  if (name === null) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

/**
 * The file name a `Content-Disposition` header gives: its `filename*` when that is well formed,
 * else its `filename`, else null. Never throws, whatever the header holds.
 *
 * @example fileNameFromDisposition(`attachment; filename*=UTF-8''%zz; filename="report.csv"`) // 'report.csv'
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = EXTENDED.exec(header);
  const fromExtended = extended ? saveable(decodeExtended(extended[1], extended[2])) : null;
  if (fromExtended) return fromExtended;
  const plain = PLAIN.exec(header);
  if (!plain) return null;
  const value = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim();
  return saveable(value);
}
