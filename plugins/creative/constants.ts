/**
 * Limits of the creative form's tracking-link fields — OURS: spec §5 says only that URL validity
 * is checked by a pattern. An address is http or https, has a host and no white space, and is at
 * most {@link LINK_URL_MAX_LENGTH} characters (what common ad servers accept for a monitoring URL).
 */
export const LINK_URL_MAX_LENGTH = 1024;

/** The URL pattern of spec §5: `http://` or `https://`, a host, then anything but white space. */
export const LINK_URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
