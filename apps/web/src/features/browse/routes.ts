/** The browse area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { LoaderFunction, RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';
import { serverWaits } from '../../shared/ssr/server-waits';

const tutorsPage = () => import('./pages/browse-tutors-page');
const coachesPage = () => import('./pages/browse-coaches-page');

/** A loader that asks for the page's search as soon as its code is in; it never waits. */
const askingEarly =
  (load: () => Promise<{ askEarly: (href: string, country: string | undefined) => void }>): LoaderFunction =>
  ({ request, params }) => {
    // On the server the render waits for the answer; in the browser nothing waits.
    serverWaits.add(load().then((page) => page.askEarly(request.url, params.country)));
    return null;
  };

export const browseRoutes: RouteObject[] = [
  // The three browse pages draw no antd (a phone's first view of browse/tutors stays light).
  lazyPage('browse/tutors', () => tutorsPage().then((m) => m.BrowseTutorsPage), 'browse.meta.tutors', {
    antd: false,
    loader: askingEarly(tutorsPage),
  }),
  lazyPage('lifelong/browse', () => coachesPage().then((m) => m.BrowseCoachesPage), 'browse.meta.coaches', {
    antd: false,
    loader: askingEarly(coachesPage),
  }),
  lazyPage(
    'counselling/browse',
    () => import('./pages/browse-counsellors-page').then((m) => m.BrowseCounsellorsPage),
    'browse.meta.counsellors',
    { antd: false },
  ),
  lazyPage(
    'response',
    () => import('./pages/matching-guide-page').then((m) => m.MatchingGuidePage),
    'browse.meta.matching',
  ),
];
