import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';

export type ProductMenuKey = 'find' | 'learn' | 'create';

/** Spec section 1's products, grouped as the header's Find / Learn / Create menus, in order. */
export const PRODUCT_MENU_FEATURES = {
  find: ['browseTutors', 'browseCoaches', 'browseCounsellors', 'publicAssignments', 'studyPlaces', 'jobs'],
  learn: ['lessons', 'reads', 'feeds', 'community', 'classes', 'rooms', 'college', 'tales'],
  create: ['content', 'transcribe', 'slides', 'planner', 'resume', 'software', 'sponsorships'],
} as const satisfies Record<ProductMenuKey, readonly Feature[]>;

export type ProductFeature = (typeof PRODUCT_MENU_FEATURES)[ProductMenuKey][number];

/** A menu's products that are built: one not built yet is not shown (it appears when it ships). */
export function shownProducts(key: ProductMenuKey): ProductFeature[] {
  return PRODUCT_MENU_FEATURES[key].filter((feature) => isBuilt(feature));
}

/** The header's product menus with something built in them, in order; their items load when one opens. */
export const PRODUCT_MENU_KEYS: readonly ProductMenuKey[] = (['find', 'learn', 'create'] as const).filter(
  (key) => shownProducts(key).length > 0,
);
