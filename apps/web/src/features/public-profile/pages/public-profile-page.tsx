import { tutorProfilePath, type TutorProfileRef } from '@ajar/domain';
import { lazy, Suspense, useCallback, useDeferredValue, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { LazyNotFoundPage } from '../../../shared/ui/error-page/lazy-not-found-page';
import { PublicProfileDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { describeError } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { AboutSection } from '../components/about-section';
import { BookingCard } from '../components/booking-card';
import { ProfileBreadcrumb } from '../components/profile-breadcrumb';
import { ProfileHero } from '../components/profile-hero';
import { StickyBookingBar } from '../components/sticky-booking-bar';
import { CalendarSectionSlot } from '../components/calendar-section-slot';
import { ProfileLoadFailed } from '../components/profile-load-failed';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { SubjectsSection } from '../components/subjects-section';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { siteOrigin } from '../../../shared/ssr/render-context';
import { profileMarket } from '../../../shared/profile/profile-market';
import { profileQueryVariables } from '../profile-early-query';

import { useCardScrolledAway } from '../hooks/use-card-scrolled-away';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { WhenBrowserIdle } from '../../../shared/ui/deferred/when-browser-idle';
import styles from './public-profile-page.module.css';

// Below the fold on every screen: the videos, testimonials, education, experience, certificates and
// articles come in their own chunk, fetched as the reader nears them once the first view is up, so the first
// view carries and asks for only what it shows.
const LaterSections = lazy(() =>
  import('../components/later-sections').then((module) => ({ default: module.LaterSections })),
);

/** Spec section 2: the public tutor profile at /{country}/{token}--{id}--{firstName}--{lastName}. */
export function PublicProfilePage({ profileRef }: { profileRef: TutorProfileRef }) {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  const [search] = useSearchParams();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PublicProfileDocument,
    variables: profileQueryVariables(profileRef, search),
  });
  // The profile draws in slices once it is in, leaving the main thread to the browser between them.
  const profile = useDeferredValue(data?.getProfile ?? null);
  // The segment route declares no title: the tutor's name once known, a generic one while loading.
  useDocumentTitle(
    brandedTitle(profile ? `${profile.firstName} ${profile.lastName}` : t('publicProfile.meta.title')),
  );
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  // On a phone the booking card sits above the sections: once it scrolls away, a bar keeps Book and Chat.
  const cardRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const barWanted = useIsMobile() && profile !== null && !profile.isOwner;
  const showBar = useCardScrolledAway(cardRef, endRef, barWanted);

  if (!profile) {
    if (fetching || !error) return <ProfileSkeleton />;
    if (readServerError(error).code === 'NOT_FOUND') return <LazyNotFoundPage />;
    return (
      <div className={styles.page}>
        <ProfileLoadFailed message={describeError(error).message} onRetry={refresh} />
      </div>
    );
  }

  const market = profileMarket(profile.country, pageCountry);
  const name = `${profile.firstName} ${profile.lastName}`;
  const canonicalPath = tutorProfilePath(market, {
    token: profile.userCode,
    id: profileRef.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
  });
  const share = { title: name, url: `${siteOrigin()}${canonicalPath}` };

  return (
    <div className={styles.page}>
      <ProfileBreadcrumb name={name} />
      <ProfileHero profile={profile} market={market} share={share} />
      <div className={styles.layout}>
        <aside className={styles.aside} ref={cardRef}>
          <BookingCard profile={profile} market={market} />
        </aside>
        <div className={styles.main}>
          <AboutSection profile={profile} />
          <SubjectsSection profile={profile} market={market} />
          <CalendarSectionSlot profile={profile} market={market} />
          {/* They wait for the first view to be drawn and the browser to be idle. */}
          <WhenBrowserIdle>
            <Suspense fallback={null}>
              <LaterSections profile={profile} market={market} onChanged={refresh} />
            </Suspense>
          </WhenBrowserIdle>
        </div>
      </div>
      <div ref={endRef} />
      {showBar && <StickyBookingBar profile={profile} market={market} />}
    </div>
  );
}
