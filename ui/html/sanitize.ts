import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Tags server HTML may keep: text formatting, paragraphs, lists and links. No forms, frames,
 * media, SVG, MathML, `<style>` or `<script>` — nothing that runs, loads or covers the page.
 */
export const SAFE_HTML_TAGS: readonly string[] = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'mark',
  'small',
  'sub',
  'sup',
  'br',
  'p',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
];

/** Attributes it may keep: a link's address, target and title. No `style`, `class` or `id`. */
export const SAFE_HTML_ATTRIBUTES: readonly string[] = ['href', 'target', 'title'];

/** Marks a link whose address was refused (its `href` is gone); a click on it tells the user. */
export const UNSAFE_LINK_ATTRIBUTE = 'data-portico-unsafe-link';

let purifier: Purifier | null = null;
let linkCheck: (url: string) => boolean = () => false;

/** One DOMPurify instance of our own, so our link hook never touches another user's. */
function instance(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  // Our check runs on the address as the server sent it (DOMPurify drops some on its own first).
  const refused = new WeakSet<Element>();
  own.addHook('beforeSanitizeAttributes', (node) => {
    const href = node.nodeName === 'A' ? node.getAttribute('href') : null;
    if (href !== null && !linkCheck(href)) {
      node.removeAttribute('href');
      refused.add(node);
    }
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (refused.has(node)) node.setAttribute(UNSAFE_LINK_ATTRIBUTE, '');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = own;
  return own;
}

/**
 * Sanitises HTML from the server (banner messages, popup content, help answers) with DOMPurify:
 * only {@link SAFE_HTML_TAGS} and {@link SAFE_HTML_ATTRIBUTES} stay, and a link keeps its
 * address only if `isSafeLink` accepts it (`SafeHtml` passes the navigation service's
 * `isSafeServerLink`, the one URL policy: pages of the site and allowed https hosts). Text content always survives. Not a
 * string: empty.
 */
export function sanitizeHtml(html: unknown, isSafeLink: (url: string) => boolean): string {
  if (typeof html !== 'string' || !html) return '';
  linkCheck = isSafeLink;
  try {
    return instance().sanitize(html, {
      ALLOWED_TAGS: [...SAFE_HTML_TAGS],
      ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      KEEP_CONTENT: true,
    });
  } finally {
    linkCheck = () => false;
  }
}
