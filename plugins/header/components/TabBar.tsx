import {
  mergeClasses,
  Overflow,
  OverflowItem,
  useIsOverflowItemVisible,
  useOverflowMenu,
} from '@fluentui/react-components';
import { ChevronDown12Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useContributions, usePermission } from '@portico/sdk';
import { headerTabPoint, type HeaderTabContribution } from '../public';
import { MESSAGES } from '../messages';
import { activeIndex } from './match';
import TabAnchor from './TabAnchor';
import { useBarStyles } from './bar-styles';
import { MenuOnIntent, type MenuParts } from './MenuOnIntent';

type Tab = HeaderTabContribution;
/** A tab's name in the overflow bookkeeping: its contribution id, else its address. */
const tabKey = (t: Tab) => t.id ?? t.to;

function DropdownItemView({ m, item }: { m: MenuParts; item: NonNullable<Tab['items']>[number] }) {
  const allowed = usePermission(item.when);
  const navigate = useNavigate();
  if (!allowed) return null;
  return <m.MenuItem onClick={() => navigate(item.to)}>{item.label}</m.MenuItem>;
}
const DropdownItem = observer(DropdownItemView);

/** A dropdown tab's entries (its own menu, or a submenu of 更多). */
function DropdownItems({ m, tab }: { m: MenuParts; tab: Tab }) {
  return (
    <m.MenuList>
      {tab.items?.map((item) => (
        <DropdownItem key={item.to} m={m} item={item} />
      ))}
    </m.MenuList>
  );
}

/**
 * A tab as an entry of the 更多 menu: shown only while the tab itself has no room on the bar. A
 * tab with a flyout brings it along: the flyout makes the entry the trigger of a submenu.
 */
function OverflowEntry({ m, tab, current }: { m: MenuParts; tab: Tab; current: boolean }) {
  const visible = useIsOverflowItemVisible(tabKey(tab));
  const navigate = useNavigate();
  if (visible) return null;
  if (tab.items)
    return (
      <m.Menu>
        <m.MenuTrigger disableButtonEnhancement>
          <m.MenuItem>{tab.label}</m.MenuItem>
        </m.MenuTrigger>
        <m.MenuPopover>
          <DropdownItems m={m} tab={tab} />
        </m.MenuPopover>
      </m.Menu>
    );
  if (tab.external) return <m.MenuItemLink href={tab.to}>{tab.label}</m.MenuItemLink>;
  return (
    <TabAnchor anchor={tab.anchor} placement="menu">
      <m.MenuItem onClick={() => navigate(tab.to)} aria-current={current ? 'page' : undefined}>
        {tab.label}
      </m.MenuItem>
    </TabAnchor>
  );
}

/**
 * 更多: the tabs the bar has no room for (a narrow window, a long tab list), in tab order. It
 * shows only while a tab is hidden; Fluent's `Overflow` measures the bar and hides tabs from the
 * end, the current tab last. It closes when the page changes (a click on an entry with a submenu
 * opens the page and leaves the menu open otherwise).
 */
function MoreTabs({ tabs, active }: { tabs: readonly Tab[]; active: number }) {
  const { ref, isOverflowing } = useOverflowMenu<HTMLLIElement>();
  const s = useBarStyles();
  const { pathname, search } = useLocation();
  // Open on the page it was opened on: another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = pathname + search;
  if (!isOverflowing) return null;
  return (
    <li ref={ref} className={s.tabItem}>
      <MenuOnIntent
        trigger={
          <button type="button" className={s.tab}>
            {MESSAGES.moreTabs}
            <ChevronDown12Regular aria-hidden />
          </button>
        }
        onOpen={() => setOpenOn(here)}
        render={(m, trigger) => (
          <m.Menu open={openOn === here} onOpenChange={(_, d) => setOpenOn(d.open ? here : null)}>
            <m.MenuTrigger disableButtonEnhancement>{trigger}</m.MenuTrigger>
            <m.MenuPopover>
              <m.MenuList>
                {tabs.map((t, i) => (
                  <OverflowEntry key={tabKey(t)} m={m} tab={t} current={i === active} />
                ))}
              </m.MenuList>
            </m.MenuPopover>
          </m.Menu>
        )}
      />
    </li>
  );
}

/**
 * The header navigation: tabs contributed by any plugin, filtered by `when`, active by route.
 * A tab with an `anchor` carries the flyout attached to it (the toolbox flyout on 工具箱). Tabs
 * that do not fit beside the header's widgets move into 更多 instead of running under them.
 */
function TabBarView() {
  const tabs = useContributions(headerTabPoint);
  const { pathname } = useLocation();
  const active = activeIndex(tabs, pathname);
  const s = useBarStyles();
  return (
    <nav aria-label={MESSAGES.mainNav} className={s.tabNav}>
      <Overflow minimumVisible={1}>
        <ul className={s.tabList}>
          {tabs.map((t, i) => {
            const current = i === active;
            const cls = current ? mergeClasses(s.tab, s.tabActive) : s.tab;
            return (
              // The current tab keeps its place longest; the others leave from the end.
              <OverflowItem key={tabKey(t)} id={tabKey(t)} priority={current ? 1 : 0}>
                <li className={s.tabItem}>
                  {t.items ? (
                    <MenuOnIntent
                      trigger={
                        <button type="button" className={cls} aria-current={current ? 'page' : undefined}>
                          {t.label}
                          <ChevronDown12Regular aria-hidden />
                        </button>
                      }
                      render={(m, trigger, state) => (
                        <m.Menu {...state}>
                          <m.MenuTrigger disableButtonEnhancement>{trigger}</m.MenuTrigger>
                          <m.MenuPopover>
                            <DropdownItems m={m} tab={t} />
                          </m.MenuPopover>
                        </m.Menu>
                      )}
                    />
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
              </OverflowItem>
            );
          })}
          <MoreTabs tabs={tabs} active={active} />
        </ul>
      </Overflow>
    </nav>
  );
}
const TabBar = observer(TabBarView);

export default TabBar;
