import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigationRef, notifierRef } from '@portico/core';
import { useService } from './hooks';
import { SDK_MESSAGES } from './messages';

/** Pages of the portal, opened with the router rather than a page load. */
const PORTAL_PREFIX = '/markets/';

/**
 * Opens an address that came from the server (a popup's `jumpUrl`, a link in banner HTML): a
 * portal page with the router, anything else through the navigation service's safe-link check
 * (same-origin paths and http(s) on allowed hosts). A refused address (`javascript:`, `data:`,
 * protocol-relative, an unlisted host) opens nothing and tells the user; the result says which.
 */
export function useOpenLink(): (url: string, target?: '_self' | '_blank') => boolean {
  const navigation = useService(navigationRef);
  const notifier = useService(notifierRef);
  const navigate = useNavigate();
  return useCallback(
    (url, target = '_self') => {
      const text = url.trim();
      if (!navigation.isSafeUrl(text)) {
        notifier.notify('warning', SDK_MESSAGES.unsafeLink);
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
