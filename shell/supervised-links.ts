/**
 * Plain links (`<a href>`, `<area href>`) that plugins, server HTML and sub-apps render outside the
 * router: in supervised access their address gets the supervision id too, when they appear and
 * whenever their `href` changes, so a middle click, "open in new tab" or a copied address stays
 * supervised. `keep` returns the address unchanged for other hosts and outside supervision.
 * Returns the disposer.
 */
export function keepSupervisedLinks(doc: Document, keep: (href: string) => string): () => void {
  const fix = (element: Element) => {
    const href = element.getAttribute('href');
    if (href === null) return;
    const kept = keep(href);
    if (kept !== href) element.setAttribute('href', kept);
  };
  const fixAll = (root: Element | Document) => {
    if (root instanceof Element && root.matches('a[href], area[href]')) fix(root);
    root.querySelectorAll('a[href], area[href]').forEach(fix);
  };
  fixAll(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') fix(record.target as Element);
      else record.addedNodes.forEach((node) => node instanceof Element && fixAll(node));
    }
  });
  observer.observe(doc, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  return () => observer.disconnect();
}
