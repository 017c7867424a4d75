const BLOCKS = 'p,div,br,li,tr,h1,h2,h3,h4,h5,h6,blockquote,section,article';

/**
 * Message content (server HTML) as plain text (spec §2.5 "HTML tags stripped"). The HTML is
 * parsed into an inert document (no scripts run, nothing loads) and only its text is kept;
 * block boundaries become spaces so paragraphs do not run together.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll('script,style,template,noscript').forEach((el) => el.remove());
  doc.body.querySelectorAll(BLOCKS).forEach((el) => el.after(doc.createTextNode(' ')));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
