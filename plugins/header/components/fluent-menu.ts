// Fluent's Menu, loaded on intent (see ./MenuOnIntent): not part of the first screen's bytes.
export {
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
