import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../shared/routing/feature-routes';
import { FOOTER_GROUPS, SOCIAL_LINKS } from './footer/footer-links';
import { PRODUCT_MENU_KEYS } from './header/product-menu-keys';
import { PRODUCT_MENU_FEATURES, shownProducts } from './header/product-menus';

describe('menus show what exists', () => {
  it('the header offers Find and Learn with built products only; Create waits for its first product', () => {
    const withBuiltProducts = (
      Object.keys(PRODUCT_MENU_FEATURES) as (keyof typeof PRODUCT_MENU_FEATURES)[]
    ).filter((key) => shownProducts(key).length > 0);
    expect(PRODUCT_MENU_KEYS).toEqual(withBuiltProducts);
    expect(PRODUCT_MENU_KEYS).toEqual(['find', 'learn']);
    expect(shownProducts('find')).toEqual([
      'browseTutors',
      'browseCoaches',
      'browseCounsellors',
      'publicAssignments',
    ]);
    expect(shownProducts('learn')).toEqual(['reads', 'feeds', 'community', 'classes', 'rooms']);
    expect(shownProducts('create')).toEqual([]);
  });

  it('the footer links only to built pages, and shows no social icons until those accounts exist', () => {
    for (const group of FOOTER_GROUPS) {
      expect(group.features.length).toBeGreaterThan(0);
      for (const feature of group.features) expect(isBuilt(feature), feature).toBe(true);
    }
    expect(FOOTER_GROUPS.flatMap((group) => group.features)).not.toContain('lessons');
    expect(SOCIAL_LINKS).toEqual([]);
  });
});
