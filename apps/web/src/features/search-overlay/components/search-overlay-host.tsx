import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { withNamespaces } from '../../../shared/i18n/with-namespaces';
import { closeSearchOverlay, useSearchOverlayOpen } from '../search-overlay-store';

// Fetched with antd's scope (theme, locale), in which it is drawn.
const loadOverlay = withAntdScope(
  withNamespaces(['searchOverlay'], () => import('./search-overlay').then((module) => module.SearchOverlay)),
);
const SearchOverlay = lazy(() => loadOverlay().then((Overlay) => ({ default: Overlay })));

/** The one search overlay of the site, mounted by the header; its code loads when first opened. */
export function SearchOverlayHost() {
  const open = useSearchOverlayOpen();
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(open);
  // Once loaded it stays mounted, so closing animates and the last search is still there next time.
  if (open && !wanted) setWanted(true);

  // Going elsewhere (a hit, the back button) leaves the overlay behind.
  useEffect(() => closeSearchOverlay(), [pathname]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlay open={open} onClose={closeSearchOverlay} />
    </Suspense>
  );
}
