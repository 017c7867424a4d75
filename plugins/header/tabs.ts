import { HeaderTabBlueprint } from './public';
import { LINKS, MENU } from './constants';
import { MESSAGES as M } from './messages';

/**
 * The header's own tab: 品牌投放, a separate app (spec §2.3: owners with menu 577, hidden for
 * multi-access and push users). Every sub-app contributes its own tabs, gated by its pages.
 */
export const HEADER_TABS = [
  HeaderTabBlueprint.make({
    name: 'owner-brand',
    label: M.brandDelivery,
    to: LINKS.brandDelivery,
    external: true,
    order: 60,
    when: {
      all: [{ accountType: 'owner' }, { menu: MENU.BRAND_DELIVERY }, { multiAccess: false }, { pushUser: false }],
    },
  }),
];
