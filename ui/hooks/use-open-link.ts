import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigationRef, notifierRef, useService } from '@portico/sdk';
import { UI_MESSAGES } from '../messages';

/** Pages of the portal, opened with the router rather than a page load. */
const PORTAL_PREFIX = '/markets/';

/**
 * Opens an address from the server, the config or storage (a popup's `jumpUrl`, a link in banner
 * HTML, a tool's address, a preview, a stored notice's link) by the one URL policy: a portal page
 * with the router, another page of the site or an allowed https host through the navigation
 * service. A refused address (`javascript:`, `data:`, protocol-relative, http, an unlisted host or
 * port, the API or another same-origin path that is not a page) opens nothing and tells the user;
 * the result says which.
 */
export function useOpenLink(): (url: string, target?: '_self' | '_blank') => boolean {
  const navigation = useService(navigationRef);
  const notifier = useService(notifierRef);
  const navigate = useNavigate();
  return useCallback(
    (url, target = '_self') => {
      const text = url.trim();
      if (!navigation.isSafeServerLink(text)) {
        notifier.notify('warning', UI_MESSAGES.unsafeLink);
        return false;
      }
      if (target === '_self' && text.startsWith(PORTAL_PREFIX)) {
        navigate(text);
        return true;
      }
      return navigation.open(text, target);
    },
    [navigation, notifier, navigate],
  );
}
