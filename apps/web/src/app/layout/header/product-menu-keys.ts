export type ProductMenuKey = 'find' | 'learn' | 'create';

/** The header's product menus, in order; their items (and icons) load when one is first opened. */
export const PRODUCT_MENU_KEYS: readonly ProductMenuKey[] = ['find', 'learn', 'create'];
