import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, mergeClasses } from '@fluentui/react-components';
import { ChevronDown12Regular } from '@fluentui/react-icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useContributions, usePermission } from '@portico/sdk';
import { headerTabPoint, type HeaderTabContribution } from '../extension-points';
import { MESSAGES } from '../messages';
import { activeIndex } from './match';
import TabAnchor from './TabAnchor';
import { useBarStyles } from './bar-styles';

function DropdownItemView({ item }: { item: NonNullable<HeaderTabContribution['items']>[number] }) {
  const allowed = usePermission(item.when);
  const navigate = useNavigate();
  if (!allowed) return null;
  return <MenuItem onClick={() => navigate(item.to)}>{item.label}</MenuItem>;
}
const DropdownItem = observer(DropdownItemView);

/**
 * The header navigation: tabs contributed by any plugin, filtered by `when`, active by route.
 * A tab with an `anchor` carries the flyout attached to it (the toolbox flyout on 工具箱).
 */
function TabBarView() {
  const tabs = useContributions(headerTabPoint);
  const { pathname } = useLocation();
  const active = activeIndex(tabs, pathname);
  const s = useBarStyles();
  return (
    <nav aria-label={MESSAGES.mainNav}>
      <ul className={s.tabList}>
        {tabs.map((t, i) => {
          const current = i === active;
          const cls = current ? mergeClasses(s.tab, s.tabActive) : s.tab;
          return (
            <li key={t.id} className={s.tabItem}>
              {t.items ? (
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <button type="button" className={cls} aria-current={current ? 'page' : undefined}>
                      {t.label}
                      <ChevronDown12Regular aria-hidden />
                    </button>
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      {t.items.map((item) => (
                        <DropdownItem key={item.to} item={item} />
                      ))}
                    </MenuList>
                  </MenuPopover>
                </Menu>
              ) : t.external ? (
                <a className={cls} href={t.to}>
                  {t.label}
                </a>
              ) : (
                <TabAnchor anchor={t.anchor}>
                  <Link className={cls} to={t.to} aria-current={current ? 'page' : undefined}>
                    {t.label}
                  </Link>
                </TabAnchor>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
const TabBar = observer(TabBarView);

export default TabBar;
