import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '../../../shared/ui/icons';
import { ACCOUNT_ROUTES, countryPath, PROFILE_ROUTES, ROLE_CODES } from '@ajar/domain';
import { Button, Progress, Result, Skeleton, Steps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPercent } from '../../../shared/format/percent';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DESIGN_TOKENS } from '../../../shared/ui/theme';
import { useCountry } from '../../../shared/market/country-context';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import {
  useMyProfile,
  isSectionDone,
  profileMarket,
  CertificatesSection,
  CounsellingSection,
  EducationSection,
  ExperienceSection,
  NonAcademicSection,
  SkillsSection,
  SubjectsSection,
  VideosSection,
} from '../../profile';
import type { MyProfile } from '../../profile';
import { BasicProfileStep } from '../components/basic-profile-step';
import { CompletionSummary } from '../components/completion-summary';
import { STEP_SECTION, stepIndexFrom, TUTOR_STEPS, type TutorStep } from '../tutor-steps';
import styles from '../components/onboarding.module.css';

function StepBody({
  step,
  profile,
  country,
  onNext,
}: {
  step: TutorStep;
  profile: MyProfile;
  country: ReturnType<typeof profileMarket>;
  onNext: () => void;
}) {
  switch (step) {
    case 'basic':
      return <BasicProfileStep profile={profile} onSaved={onNext} />;
    case 'subjects':
      // Completion's 'Subjects' counts what this kind of tutor offers.
      if (profile.tutorKind === 'LIFELONG') return <NonAcademicSection profile={profile} country={country} />;
      if (profile.tutorKind === 'COUNSELLING')
        return <CounsellingSection profile={profile} country={country} />;
      return <SubjectsSection profile={profile} country={country} />;
    case 'education':
      return <EducationSection profile={profile} />;
    case 'experience':
      return <ExperienceSection profile={profile} country={country} />;
    case 'skills':
      return <SkillsSection profile={profile} />;
    case 'certificate':
      return <CertificatesSection profile={profile} />;
    case 'video':
      return <VideosSection profile={profile} />;
    case 'done':
      return <CompletionSummary profile={profile} />;
  }
}

function TutorOnboarding() {
  const { t, i18n } = useTranslation();
  const urlCountry = useCountry();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { profile, fetching, error, refetch } = useMyProfile();
  const index = stepIndexFrom(params.get('step'));
  const step = TUTOR_STEPS[index] ?? 'basic';

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
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </div>
    );
  }
  const country = profileMarket(profile, urlCountry);
  if (profile.roleCode === ROLE_CODES.student) {
    return <Navigate to={countryPath(country, ACCOUNT_ROUTES.onboardingStudents)} replace />;
  }
  if (profile.roleCode !== ROLE_CODES.tutor) return <Navigate to={countryPath(country)} replace />;

  const goTo = (next: number) => {
    setParams({ step: String(next) });
    window.scrollTo({ top: 0 });
  };
  const finish = () => void navigate(countryPath(country, PROFILE_ROUTES.infoThankYou));
  const percent = profile.completionUser.completionPercent;
  const isLast = step === 'done';
  const stepDone = step !== 'done' && isSectionDone(profile, STEP_SECTION[step]);

  const items = TUTOR_STEPS.map((name) => ({
    title: t(`onboarding.tutor.steps.${name}`),
    status:
      name === step
        ? ('process' as const)
        : name !== 'done' && isSectionDone(profile, STEP_SECTION[name])
          ? ('finish' as const)
          : ('wait' as const),
  }));

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('onboarding.tutor.eyebrow')}</p>
        <h1 className={styles.title}>{t('onboarding.tutor.title', { firstName: profile.firstName })}</h1>
        <p className={styles.subtitle}>{t('onboarding.tutor.subtitle')}</p>
        <div className={styles.progress}>
          <Progress
            percent={percent}
            showInfo={false}
            strokeColor={percent >= 100 ? '#2e7d32' : DESIGN_TOKENS.brand}
            aria-label={t('profile.completion.percentLabel', {
              percent: formatPercent(percent, i18n.language),
            })}
          />
          <span className={styles.progressText}>
            {t('onboarding.tutor.completion', { percent: formatPercent(percent, i18n.language) })}
          </span>
        </div>
      </header>
      <div className={styles.layout}>
        {isMobile ? (
          <p className={styles.stepCount}>
            {t('onboarding.stepOf', { current: index + 1, total: TUTOR_STEPS.length })} ·{' '}
            <strong>{t(`onboarding.tutor.steps.${step}`)}</strong>
          </p>
        ) : (
          <aside className={styles.stepper}>
            <Steps orientation="vertical" size="small" current={index} items={items} onChange={goTo} />
          </aside>
        )}
        <div className={styles.body}>
          <StepBody step={step} profile={profile} country={country} onNext={() => goTo(index + 1)} />
          <nav className={styles.nav} aria-label={t('onboarding.navLabel')}>
            <Button icon={<ArrowLeftOutlined />} onClick={() => goTo(index - 1)} disabled={index === 0}>
              {t('onboarding.back')}
            </Button>
            {isLast ? (
              <Button type="primary" icon={<CheckOutlined />} onClick={finish}>
                {t('onboarding.finish')}
              </Button>
            ) : (
              <Button
                type={stepDone ? 'primary' : 'default'}
                onClick={() => goTo(index + 1)}
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
              >
                {stepDone ? t('onboarding.continue') : t('onboarding.skip')}
              </Button>
            )}
          </nav>
        </div>
      </div>
    </div>
  );
}

export function OnboardingStepsPage() {
  return (
    <RequireSignIn>
      <TutorOnboarding />
    </RequireSignIn>
  );
}
