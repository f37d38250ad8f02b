/** The browse area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const browseRoutes: RouteObject[] = [
  // The three browse pages draw no antd (issue 16: a phone's first view of browse/tutors stays light).
  lazyPage(
    'browse/tutors',
    () => import('./pages/browse-tutors-page').then((m) => m.BrowseTutorsPage),
    { title: 'browse.meta.tutors.title', description: 'browse.meta.tutors.description' },
    { antd: false },
  ),
  lazyPage(
    'lifelong/browse',
    () => import('./pages/browse-coaches-page').then((m) => m.BrowseCoachesPage),
    { title: 'browse.meta.coaches.title', description: 'browse.meta.coaches.description' },
    { antd: false },
  ),
  lazyPage(
    'counselling/browse',
    () => import('./pages/browse-counsellors-page').then((m) => m.BrowseCounsellorsPage),
    { title: 'browse.meta.counsellors.title', description: 'browse.meta.counsellors.description' },
    { antd: false },
  ),
  lazyPage('response', () => import('./pages/matching-guide-page').then((m) => m.MatchingGuidePage), {
    title: 'browse.meta.matching.title',
    description: 'browse.meta.matching.description',
  }),
];
