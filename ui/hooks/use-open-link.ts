import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigationRef, notifierRef, useService } from '@portico/sdk';
import { UI_MESSAGES } from '../messages';

/** Pages of the portal, opened with the router rather than a page load. */
const PORTAL_PREFIX = '/markets/';

/**
 * Which addresses {@link useOpenLink} opens. `any`: same-origin paths and http(s) on allowed hosts
 * (addresses from the config or the portal itself). `server`: what server content may link to —
 * portal pages (`/markets/…`) and allowed hosts over https; not the logout call, the API or
 * another same-origin path.
 */
export type LinkSource = 'any' | 'server';

/**
 * Opens an address from the server or the config (a popup's `jumpUrl`, a link in banner HTML, a
 * tool's address): a portal page with the router, anything else through the navigation service.
 * A refused address (`javascript:`, `data:`, protocol-relative, an unlisted host, and for
 * `source` `server` anything but a portal page or an allowed https host) opens nothing and tells
 * the user; the result says which.
 */
export function useOpenLink(source: LinkSource = 'any'): (url: string, target?: '_self' | '_blank') => boolean {
  const navigation = useService(navigationRef);
  const notifier = useService(notifierRef);
  const navigate = useNavigate();
  return useCallback(
    (url, target = '_self') => {
      const text = url.trim();
      if (!(source === 'server' ? navigation.isSafeServerLink(text) : navigation.isSafeUrl(text))) {
        notifier.notify('warning', UI_MESSAGES.unsafeLink);
        return false;
      }
      if (target === '_self' && text.startsWith(PORTAL_PREFIX)) {
        navigate(text);
        return true;
      }
      return navigation.open(text, target);
    },
    [navigation, notifier, navigate, source],
  );
}
