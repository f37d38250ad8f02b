export { MenuButton } from './menu-button';
export { MenuItemButton, MenuItemLink, MenuList, MenuSeparator } from './menu-list';
export { MenuSubmenu } from './menu-submenu';
