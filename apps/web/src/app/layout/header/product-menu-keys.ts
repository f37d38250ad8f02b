export type ProductMenuKey = 'find' | 'learn' | 'create';

/**
 * The header's product menus with something built in them, in order; their items (and icons) load when one is
 * first opened. Create comes back with its first built product: menus-show-built.test.ts checks this list against
 * the built products of each menu (product-menus.ts).
 */
export const PRODUCT_MENU_KEYS: readonly ProductMenuKey[] = ['find', 'learn'];
