import { tutorProfilePath, type TutorProfileRef } from '@ajar/domain';
import { Button, Result, Skeleton } from 'antd';
import { useCallback } from 'react';
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
import { SubjectsSection } from '../components/subjects-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { TutorCalendarSection } from '../../tutor-calendar';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { profileMarket, viewSourceOf } from '../profile-market';
import styles from './public-profile-page.module.css';
import profileHeroStyles from '../components/profile-hero.module.css';
import profileSectionStyles from '../components/profile-section.module.css';
import bookingCardStyles from '../components/booking-card.module.css';

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
  useDocumentTitle(profile ? `${profile.firstName} ${profile.lastName}` : null);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  if (!profile) {
    if (fetching || !error) return <ProfileSkeleton />;
    if (readServerError(error).code === 'NOT_FOUND') return <NotFoundPage />;
    return (
      <div className={styles.page}>
        <Result
          status="warning"
          title={t('publicProfile.loadFailedTitle')}
          subTitle={describeError(error).message}
          extra={
            <Button type="primary" onClick={refresh}>
              {t('common.tryAgain')}
            </Button>
          }
        />
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
  const share = { title: name, url: `${window.location.origin}${canonicalPath}` };

  return (
    <div className={styles.page}>
      <ProfileBreadcrumb name={name} />
      <ProfileHero profile={profile} market={market} share={share} />
      <div className={styles.layout}>
        <aside className={styles.aside}>
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
    </div>
  );
}
