import { tutorProfilePath, type TutorProfileRef } from '@ajar/domain';
import { Skeleton } from 'antd';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { NotFoundPage } from '../../../shared/ui/error-page/not-found-page';
import { PublicProfileDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { describeError } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { AboutSection } from '../components/about-section';
import { ArticlesSection } from '../components/articles-section';
import { BookingCard } from '../components/booking-card';
import { CertificatesSection } from '../components/certificates-section';
import { EducationSection } from '../components/education-section';
import { ExperienceSection } from '../components/experience-section';
import { IntroVideosSection } from '../components/intro-videos-section';
import { ProfileBreadcrumb } from '../components/profile-breadcrumb';
import { ProfileHero } from '../components/profile-hero';
import { StickyBookingBar } from '../components/sticky-booking-bar';
import { SubjectsSection } from '../components/subjects-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { TutorCalendarSection } from '../../tutor-calendar';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { profileMarket, viewSourceOf } from '../profile-market';
import { useCardScrolledAway } from '../hooks/use-card-scrolled-away';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import styles from './public-profile-page.module.css';
import profileHeroStyles from '../components/profile-hero.module.css';
import profileSectionStyles from '../components/profile-section.module.css';
import bookingCardStyles from '../components/booking-card.module.css';

// antd's Result (with its illustrations) only when the profile fails to load.
const ProfileLoadFailed = lazy(() =>
  import('../components/profile-load-failed').then((module) => ({ default: module.ProfileLoadFailed })),
);

function ProfileSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={profileHeroStyles.hero}>
        <div className={`${profileHeroStyles.banner} ${profileHeroStyles.bannerLoading}`} />
        <div className={profileHeroStyles.heroBody}>
          <Skeleton avatar={{ size: 112 }} active paragraph={{ rows: 3 }} />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={profileSectionStyles.section}>
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        </div>
        <aside className={styles.aside}>
          <div className={bookingCardStyles.bookingCard}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** Spec section 2: the public tutor profile at /{country}/{token}--{id}--{firstName}--{lastName}. */
export function PublicProfilePage({ profileRef }: { profileRef: TutorProfileRef }) {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  const [search] = useSearchParams();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PublicProfileDocument,
    variables: { code: profileRef.token, source: viewSourceOf(search) },
  });
  const profile = data?.getProfile ?? null;
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
    if (readServerError(error).code === 'NOT_FOUND') return <NotFoundPage />;
    return (
      <Suspense fallback={<ProfileSkeleton />}>
        <div className={styles.page}>
          <ProfileLoadFailed message={describeError(error).message} onRetry={refresh} />
        </div>
      </Suspense>
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
  const share = { title: name, url: `${window.location.origin}${canonicalPath}` };

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
          <TutorCalendarSection profile={profile} market={market} />
          <IntroVideosSection profile={profile} onChanged={refresh} />
          <TestimonialsSection profile={profile} market={market} />
          <EducationSection profile={profile} />
          <ExperienceSection profile={profile} />
          <CertificatesSection profile={profile} />
          <ArticlesSection profile={profile} />
        </div>
      </div>
      <div ref={endRef} />
      {showBar && <StickyBookingBar profile={profile} market={market} />}
    </div>
  );
}
