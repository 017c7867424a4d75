// Fluent's Menu, loaded on intent (see ./MenuOnIntent): not part of the first screen's bytes.
import { forwardRef } from 'react';
import { MenuList as FluentMenuList, mergeCallbacks, type MenuListProps } from '@fluentui/react-components';
import { moveInMenu } from './menu-keys';

export {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';

/** Fluent's MenuList with the arrow keys and Home/End of ./menu-keys. */
export const MenuList = forwardRef<HTMLDivElement, MenuListProps>(function MenuList(props, ref) {
  return <FluentMenuList ref={ref} {...props} onKeyDown={mergeCallbacks(props.onKeyDown, moveInMenu)} />;
});
