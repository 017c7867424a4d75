import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import {
  createPath,
  parsePath,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  useNavigate,
  type Navigator,
  type To,
} from 'react-router-dom';
import { navigationRef, type NavigationService } from '@portico/core';
import { useService } from '@portico/sdk';
import { keepSupervisedLinks } from './supervised-links';

/** `to` with the supervision id the navigation service keeps (a path object stays one). */
function keptTo(navigation: NavigationService, to: To): To {
  const path = typeof to === 'string' ? to : createPath(to);
  const kept = navigation.keepSupervision(path);
  return kept === path ? to : typeof to === 'string' ? kept : parsePath(kept);
}

/** A navigator that hands every address it makes or follows through `keepSupervision`. */
function supervisedNavigator(outer: Navigator, navigation: NavigationService): Navigator {
  const keep = (to: To) => keptTo(navigation, to);
  return {
    createHref: (to) => outer.createHref(keep(to)),
    createURL: outer.createURL && ((to) => outer.createURL!(keep(to))),
    encodeLocation: outer.encodeLocation && ((to) => outer.encodeLocation!(keep(to))),
    go: (delta) => outer.go(delta),
    push: (to, state, opts) => outer.push(keep(to), state, opts),
    replace: (to, state, opts) => outer.replace(keep(to), state, opts),
  };
}

/** Puts the id back when the address lost it outside the router (back to an old entry, a sub-app's own pushState). */
function RestoreSupervision() {
  const navigation = useService(navigationRef);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const here = createPath(location);
    if (navigation.keepSupervision(here) !== here) navigate(here, { replace: true, state: location.state });
  }, [location, navigate, navigation]);
  return null;
}

/**
 * Supervised access lasts (spec §2.2: `multiAccessId` marks it): inside the router, every address
 * the portal makes keeps the id — router links and their `href` (a new tab), `navigate`, every
 * redirect (`<Navigate>`, the `/markets/` one included) — and an address that lost it outside the
 * router gets it back. Plain `<a href>` links of plugins and sub-apps keep it too
 * (`keepSupervisedLinks`). Outside supervised access the navigation service changes nothing, so
 * neither does this. The only way out is 返回代理商 (`NavigationService.backToAgency`).
 */
export function KeepSupervision({ children }: { readonly children: ReactNode }) {
  const navigation = useService(navigationRef);
  const outer = useContext(NavigationContext);
  const context = useMemo(
    () => ({ ...outer, navigator: supervisedNavigator(outer.navigator, navigation) }),
    [outer, navigation],
  );
  // Only a supervised session watches the page's links (the id is known before the shell renders).
  useEffect(
    () =>
      navigation.keepSupervision('/') === '/'
        ? undefined
        : keepSupervisedLinks(document, (href) => navigation.keepSupervision(href)),
    [navigation],
  );
  return (
    <NavigationContext.Provider value={context}>
      <RestoreSupervision />
      {children}
    </NavigationContext.Provider>
  );
}
