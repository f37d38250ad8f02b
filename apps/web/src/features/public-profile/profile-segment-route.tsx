import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { LazyNotFoundPage } from '../../shared/ui/error-page/lazy-not-found-page';
import { PageFallback } from '../../shared/ui/page-fallback';
import { askProfileEarly } from './profile-early-query';
import { profileRefFromPath } from './profile-segment';

const loadPage = () => import('./pages/public-profile-page');

// The page draws no antd: it loads without antd's scope, like a lazyPage declared { antd: false }.
// Its dialogs, calendar and testimonial list fetch the scope themselves when they are needed.
const PublicProfilePage = lazy(() => loadPage().then((module) => ({ default: module.PublicProfilePage })));

/**
 * For the catch-all's loader: when `href` is a tutor's profile, its code is fetched and its data asked for
 * at once, together, before the page is drawn. True for a profile address.
 */
export function startProfilePage(href: string): boolean {
  const url = new URL(href);
  const profileRef = profileRefFromPath(url.pathname);
  if (!profileRef) return false;
  void loadPage();
  askProfileEarly(profileRef, url.searchParams);
  return true;
}

/**
 * The catch-all under /:country: a {token}--{id}--{firstName}--{lastName} segment is a tutor's public
 * profile (its code loads on first visit); anything else is the 404 page. A dynamic `:segment` route
 * would outrank the 404 for every unbuilt one-segment feature path, so the decision lives here.
 */
export function ProfileSegmentOrNotFound() {
  const { pathname } = useLocation();
  const profileRef = profileRefFromPath(pathname);
  if (!profileRef) return <LazyNotFoundPage />;
  return (
    <Suspense fallback={<PageFallback />}>
      <PublicProfilePage key={profileRef.token} profileRef={profileRef} />
    </Suspense>
  );
}
