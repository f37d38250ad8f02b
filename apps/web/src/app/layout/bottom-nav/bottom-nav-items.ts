import { pageVariant } from '@ajar/domain';
import { isBuilt, type Feature } from '../../../shared/routing/feature-routes';

export type BottomNavLabel =
  | 'browseTutors'
  | 'browseCoaches'
  | 'browseCounsellors'
  | 'publicAssignments'
  | 'feeds'
  | 'studyPlaces'
  | 'studyCenter'
  | 'shop'
  | 'transcribe'
  | 'lessons'
  | 'reads'
  | 'rooms'
  | 'content';

/** An entry of the bar; its icon (bottom-nav-icons.ts) loads after the first paint. */
export interface BottomNavItem {
  readonly feature: Feature;
  readonly label: BottomNavLabel;
}

const feeds: BottomNavItem = { feature: 'feeds', label: 'feeds' };
const studyPlaces: BottomNavItem = { feature: 'studyPlaces', label: 'studyPlaces' };
const shop: BottomNavItem = { feature: 'shop', label: 'shop' };
const transcribe: BottomNavItem = { feature: 'transcribe', label: 'transcribe' };

/** Spec section 2's bar for visitors, in its order. */
const DEFAULT_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseTutors', label: 'browseTutors' },
  { feature: 'publicAssignments', label: 'publicAssignments' },
  feeds,
  studyPlaces,
  { feature: 'studyCenter', label: 'studyCenter' },
  shop,
  transcribe,
  { feature: 'lessons', label: 'lessons' },
  { feature: 'reads', label: 'reads' },
  { feature: 'rooms', label: 'rooms' },
  { feature: 'content', label: 'content' },
];

/** Spec: lifelong pages show only browse (coaches), feeds, study places, shop and transcribe. */
const LIFELONG_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseCoaches', label: 'browseCoaches' },
  feeds,
  studyPlaces,
  shop,
  transcribe,
];

/** The spec names the counselling variant without listing it; it mirrors lifelong with counsellors. */
const COUNSELLING_ITEMS: readonly BottomNavItem[] = [
  { feature: 'browseCounsellors', label: 'browseCounsellors' },
  feeds,
  studyPlaces,
  shop,
  transcribe,
];

/** The bar for this page; only built pages are shown (one not built yet appears when it is). */
export function bottomNavItems(pathname: string): readonly BottomNavItem[] {
  return itemsFor(pathname).filter((item) => isBuilt(item.feature));
}

function itemsFor(pathname: string): readonly BottomNavItem[] {
  const variant = pageVariant(pathname);
  if (variant === 'lifelong') return LIFELONG_ITEMS;
  if (variant === 'counselling') return COUNSELLING_ITEMS;
  return DEFAULT_ITEMS;
}
