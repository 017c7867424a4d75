import { observer } from 'mobx-react-lite';
import {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { Fragment } from 'react';
import { useContributions } from '@portico/sdk';
import type { TabFlyoutProps } from '@portico/plugin/header';
import { toolboxEntryPoint } from '../public';
import { GROUPS } from '../groups';
import { ToolIcon } from '../icons';
import { useToolboxLauncher } from '../launcher-ref';
import { MESSAGES } from '../messages';

/**
 * The flyout where 工具箱 sits in the header's 更多 menu (`placement: 'menu'`): the tab's menu
 * item (a click still opens the toolbox home) becomes the trigger of a submenu — opened by hover,
 * ArrowRight or a click — holding the same groups and entries as the flyout, each a menu item
 * (name, spec §2.4 tag, description as its title) launched like a flyout entry.
 */
function ToolboxSubmenuView({ children }: TabFlyoutProps) {
  const entries = useContributions(toolboxEntryPoint);
  const launcher = useToolboxLauncher();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const groups = GROUPS.map((group) => ({ group, mine: entries.filter((e) => e.group === group.id) })).filter(
    (g) => g.mine.length,
  );
  return (
    // autoSize: a list longer than the window scrolls inside the submenu (the page never scrolls under it).
    <Menu openOnHover positioning={{ position: 'after', align: 'top', autoSize: 'height' }}>
      <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={MESSAGES.flyout}>
          {groups.map(({ group, mine }, i) => (
            <Fragment key={group.id}>
              {i > 0 && <MenuDivider />}
              <MenuGroup>
                <MenuGroupHeader>{group.name}</MenuGroupHeader>
                {/* As in the flyout: launch shows its own failures; navigate with the declarative router's signature. */}
                {mine.map((entry) => (
                  <MenuItem
                    key={entry.id}
                    icon={<ToolIcon icon={entry.icon} />}
                    secondaryContent={entry.tag}
                    title={entry.desc || undefined}
                    onClick={() =>
                      void launcher.launch(entry, { page: pathname + search, navigate: (path) => navigate(path) })
                    }
                  >
                    {entry.label}
                  </MenuItem>
                ))}
              </MenuGroup>
            </Fragment>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
const ToolboxSubmenu = observer(ToolboxSubmenuView);

export default ToolboxSubmenu;
