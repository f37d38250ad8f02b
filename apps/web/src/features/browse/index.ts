/** The browse area's public face: its pages, strings, the tutor card and the price range helpers. */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { browseEn } from './i18n/en';
export { browseId } from './i18n/id';
export { TutorCard } from './components/tutor-card';
export {
  isFullRange,
  parsePriceParam,
  priceParam,
  sliderBounds,
  toMinorPriceRange,
  type PriceSelection,
} from './price-range';

export const browseRoutes: RouteObject[] = [
  lazyPage('browse/tutors', () => import('./pages/browse-tutors-page').then((m) => m.BrowseTutorsPage)),
  lazyPage('lifelong/browse', () => import('./pages/browse-coaches-page').then((m) => m.BrowseCoachesPage)),
  lazyPage('counselling/browse', () =>
    import('./pages/browse-counsellors-page').then((m) => m.BrowseCounsellorsPage),
  ),
  lazyPage('response', () => import('./pages/matching-guide-page').then((m) => m.MatchingGuidePage)),
];
