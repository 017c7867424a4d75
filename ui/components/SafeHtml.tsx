import { useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { navigationRef, notifierRef, useService } from '@portico/sdk';
import { useOpenLink } from '../hooks/use-open-link';
import { sanitizeHtml, UNSAFE_LINK_ATTRIBUTE } from '../html/sanitize';
import { UI_MESSAGES } from '../messages';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; anything that is not a string renders nothing. */
  readonly html: unknown;
}

/**
 * Renders server HTML (announcements, popup content, messages, help answers) sanitised by
 * DOMPurify: formatting, lists and links only, nothing that runs, loads or covers the page. A
 * link keeps its address only when the one URL policy accepts it (a page of the site or an
 * allowed host over https, its port included); any other (the logout call, the API, `javascript:` …) renders as text, and a click
 * on it tells the user. A click on a kept link opens it through {@link useOpenLink} (the router
 * for portal pages); modified clicks are left to the browser (new tab).
 */
export function SafeHtml({ html, onClick, ...rest }: SafeHtmlProps) {
  const navigation = useService(navigationRef);
  const notifier = useService(notifierRef);
  const openLink = useOpenLink();
  const clean = useMemo(() => sanitizeHtml(html, (url) => navigation.isSafeServerLink(url)), [html, navigation]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    const link = (event.target as Element).closest?.('a');
    if (!link || !event.currentTarget.contains(link) || event.defaultPrevented) return;
    const href = link.getAttribute('href');
    if (href === null) {
      event.preventDefault();
      if (link.hasAttribute(UNSAFE_LINK_ATTRIBUTE)) notifier.notify('warning', UI_MESSAGES.unsafeLink);
      return;
    }
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openLink(href, link.getAttribute('target') === '_blank' ? '_blank' : '_self');
  };

  // The HTML is sanitised above; the click handler only routes clicks on the links inside it.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div {...rest} onClick={handleClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
