import { lazy, Suspense } from 'react';
import { PageFallback } from '../../shared/ui/page-fallback';

const RouteError = lazy(() =>
  import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);
const Maintenance = lazy(() =>
  import('./maintenance-page').then((module) => ({ default: module.MaintenancePage })),
);

/**
 * The error pages the route table and the site frame draw, fetched when one is drawn: no first view needs
 * them, so the start chunk carries none of their code.
 */
export function LazyRouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <Suspense fallback={<PageFallback />}>
      <RouteError standalone={standalone} />
    </Suspense>
  );
}

export function LazyMaintenancePage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Maintenance />
    </Suspense>
  );
}
