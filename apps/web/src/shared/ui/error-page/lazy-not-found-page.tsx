import { lazy, Suspense } from 'react';
import { PageFallback } from '../page-fallback';

const NotFound = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

/**
 * The 404 page for the parts of the shell that may show it (an unknown market, an address that is no
 * page): its code comes when it is drawn, so the start chunk carries none of it.
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <NotFound />
    </Suspense>
  );
}
