import { DEFAULT_COUNTRY, isCountryCode } from '@ajar/domain';
import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { useApiUnavailable } from '../../shared/api/api-status-store';
import { CountryContext } from '../../shared/market/country-context';
import { getStoredCountry } from '../../shared/session/session-store';
import { WhenBrowserIdle } from '../../shared/ui/deferred/when-browser-idle';
import { useIsMobile } from '../../shared/ui/use-is-mobile';
import { LazyMaintenancePage } from '../error-pages/lazy-error-pages';
import { LazyNotFoundPage } from '../../shared/ui/error-page/lazy-not-found-page';
import { BottomNav } from './bottom-nav/bottom-nav';
import { DocumentMeta } from './document-meta';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { useLanguageSync } from './use-language-sync';
import styles from './country-layout.module.css';

// Below the fold: the footer (its links, the country picker and their icons) is not part of the first view,
// so its code is fetched once the browser is idle after the page has drawn, not with the shell.
const SiteFooter = lazy(() =>
  import('./footer/site-footer').then((module) => ({ default: module.SiteFooter })),
);

/** Every page lives under /:country; an unknown market is a 404 inside the usual frame. */
export function CountryLayout() {
  const params = useParams();
  const urlCountry = isCountryCode(params.country) ? params.country : null;
  const country = urlCountry ?? getStoredCountry() ?? DEFAULT_COUNTRY;
  const apiUnavailable = useApiUnavailable();
  const isMobile = useIsMobile();
  useLanguageSync(urlCountry);

  let content = <Outlet />;
  if (urlCountry === null) content = <LazyNotFoundPage />;
  else if (apiUnavailable) content = <LazyMaintenancePage />;

  return (
    <CountryContext.Provider value={country}>
      <ScrollToTop />
      <DocumentMeta />
      <NavigationProgress />
      <div className={`${styles.shell} ${isMobile ? 'is-mobile' : 'is-desktop'}`}>
        <SiteHeader />
        <main className={styles.main}>{content}</main>
        <WhenBrowserIdle>
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        </WhenBrowserIdle>
        {isMobile && <BottomNav />}
      </div>
    </CountryContext.Provider>
  );
}
