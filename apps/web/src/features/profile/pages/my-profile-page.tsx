import { ROLE_CODES } from '@ajar/domain';
import { Breadcrumb, Button, Drawer, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useCountry } from '../../../shared/market/country-context';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { openCompletionDrawer } from '../completion-drawer-store';
import { ProfileHeaderCard } from '../components/profile-header-card';
import { SectionNav } from '../components/section-nav';
import { TutorSideMenu, TutorWorkspace, useSidebarPreference } from '../../tutor-workspace';
import { useMyProfile } from '../hooks/use-my-profile';
import { isTutorProfile, profileMarket, scrollToSection } from '../profile-sections';
import { AboutSection } from '../sections/about-section';
import { CertificatesSection } from '../sections/certificates-section';
import { CounsellingSection } from '../sections/counselling-section';
import { CurriculumSection } from '../sections/curriculum-section';
import { EducationSection } from '../sections/education-section';
import { ExperienceSection } from '../sections/experience-section';
import { NonAcademicSection } from '../sections/non-academic-section';
import { PlatformsSection } from '../sections/platforms-section';
import { SkillsSection } from '../sections/skills-section';
import { SubjectsSection } from '../sections/subjects-section';
import { VideosSection } from '../sections/videos-section';
import styles from '../components/profile-page.module.css';

/** ?completion=open (the header's fallback link) opens the completion drawer on arrival. */
const COMPLETION_PARAM = 'completion';

function MyProfileEditor() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const urlCountry = useCountry();
  const isMobile = useIsMobile();
  const { hash, search } = useLocation();
  const { profile, fetching, error, refetch } = useMyProfile();
  const [sidebarOn, setSidebarOn] = useSidebarPreference();
  const [menuOpen, setMenuOpen] = useState(false);
  const loaded = profile !== null;

  useEffect(() => {
    if (loaded && hash.length > 1) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [loaded, hash]);
  useEffect(() => {
    if (loaded && new URLSearchParams(search).get(COMPLETION_PARAM) === 'open') openCompletionDrawer();
  }, [loaded, search]);

  if (!profile) {
    return (
      <div className={styles.page}>
        {error && !fetching ? (
          <Result
            status="warning"
            title={t('profile.page.loadFailed')}
            extra={
              <Button type="primary" onClick={refetch}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        ) : (
          <div className={styles.loading} aria-busy="true" aria-label={t('profile.page.loading')}>
            <Skeleton.Node active className={styles.loadingBanner} />
            <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 2 }} />
            <Skeleton active paragraph={{ rows: 4 }} />
            <Skeleton active paragraph={{ rows: 4 }} />
          </div>
        )}
      </div>
    );
  }

  const country = profileMarket(profile, urlCountry);
  const isTutor = isTutorProfile(profile);
  const isCompany = profile.roleCode === ROLE_CODES.company;

  return (
    <TutorWorkspace>
      <div className={styles.page}>
        <Breadcrumb
          className={styles.breadcrumb}
          items={[
            { title: <Link to={href('home')}>{t('features.home')}</Link> },
            { title: t('features.myProfile') },
          ]}
        />
        <ProfileHeaderCard
          profile={profile}
          country={country}
          sidebarOn={sidebarOn}
          onSidebarChange={setSidebarOn}
          onOpenMenu={() => setMenuOpen(true)}
        />
        {isTutor && <SectionNav tutorKind={profile.tutorKind} />}
        <div className={styles.sections}>
          <AboutSection profile={profile} country={country} />
          {isTutor && profile.tutorKind === 'LIFELONG' && (
            <NonAcademicSection profile={profile} country={country} />
          )}
          {isTutor && profile.tutorKind === 'COUNSELLING' && (
            <CounsellingSection profile={profile} country={country} />
          )}
          {isTutor && (profile.tutorKind ?? 'ACADEMIC') === 'ACADEMIC' && (
            <SubjectsSection profile={profile} country={country} />
          )}
          {/* Curricula are school programmes: not a coach's concern. */}
          {!isCompany && profile.tutorKind !== 'LIFELONG' && (
            <CurriculumSection profile={profile} country={country} />
          )}
          {!isCompany && <EducationSection profile={profile} />}
          {isTutor && <ExperienceSection profile={profile} country={country} />}
          {isTutor && <CertificatesSection profile={profile} />}
          {isTutor && <SkillsSection profile={profile} />}
          {isTutor && <VideosSection profile={profile} />}
          {isTutor && <PlatformsSection profile={profile} />}
        </div>
        {isTutor && isMobile && (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            size={300}
            title={t('profile.sideMenu.title')}
            styles={{ body: { padding: '8px' } }}
          >
            <TutorSideMenu onNavigate={() => setMenuOpen(false)} showTitle={false} />
          </Drawer>
        )}
      </div>
    </TutorWorkspace>
  );
}

export function MyProfilePage() {
  return (
    <RequireSignIn>
      <MyProfileEditor />
    </RequireSignIn>
  );
}
