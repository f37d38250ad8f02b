import { CameraOutlined } from '../../../shared/ui/icons';
import { ACCOUNT_ROUTES, countryPath, ROLE_CODES, STUDENT_HOME_PATH } from '@ajar/domain';
import { Avatar, Button, Result, Skeleton, Steps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { UploadMyAvatarDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import {
  FilePickButton,
  SectionCard,
  useMyProfile,
  useProfileMutation,
  reportResult,
  profileMarket,
  SECTION_ANCHORS,
  AboutForm,
  CurriculumSection,
} from '../../profile';
import { rehomePath } from '../../account';
import { GoalsStep } from '../components/goals-step';
import styles from '../components/onboarding.module.css';

const STUDENT_STEPS = ['about', 'curriculum', 'goals'] as const;
const LAST_STEP = STUDENT_STEPS.length - 1;

/** The step a `?step=` asks for: its number, or its name (the student's home links to `?step=goals`). */
function stepIndexOf(asked: string | null): number {
  const named = STUDENT_STEPS.findIndex((name) => name === asked);
  if (named >= 0) return named;
  const number = Number(asked);
  return Number.isInteger(number) && number > 0 && number <= LAST_STEP ? number : 0;
}

/**
 * A first-time student: a photo and the basics (name, phone, address, date of birth), the curricula they
 * follow, then their learning goals (which choose the tutors recommended on their home); then their home, or
 * the page they were on when they signed up (a lesson they chose). Every step can be skipped.
 */
function StudentOnboarding() {
  const { t } = useTranslation();
  const urlCountry = useCountry();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { profile, fetching, error, refetch } = useMyProfile();
  const [uploading, uploadAvatar] = useProfileMutation(UploadMyAvatarDocument);
  const index = stepIndexOf(params.get('step'));
  const step = STUDENT_STEPS[index] ?? 'about';

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
  if (profile.roleCode === ROLE_CODES.tutor) {
    return <Navigate to={countryPath(country, ACCOUNT_ROUTES.onboardingSteps)} replace />;
  }
  if (profile.roleCode !== ROLE_CODES.student) return <Navigate to={countryPath(country)} replace />;

  const redirect = params.get('redirect');
  const home = rehomePath(redirect, country) ?? countryPath(country, STUDENT_HOME_PATH);
  const goTo = (next: number) => {
    setParams(redirect ? { step: String(next), redirect } : { step: String(next) });
    window.scrollTo({ top: 0 });
  };
  const finish = () => {
    showSuccess(t('onboarding.student.welcome', { firstName: profile.firstName }));
    void navigate(home);
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('onboarding.student.eyebrow')}</p>
        <h1 className={styles.title}>{t('onboarding.student.title', { firstName: profile.firstName })}</h1>
        <p className={styles.subtitle}>{t('onboarding.student.subtitle')}</p>
      </header>
      <div className={styles.layout}>
        {isMobile ? (
          <p className={styles.stepCount}>
            {t('onboarding.stepOf', { current: index + 1, total: STUDENT_STEPS.length })} ·{' '}
            <strong>{t(`onboarding.student.steps.${step}`)}</strong>
          </p>
        ) : (
          <aside className={styles.stepper}>
            <Steps
              orientation="vertical"
              size="small"
              current={index}
              onChange={goTo}
              items={STUDENT_STEPS.map((name) => ({ title: t(`onboarding.student.steps.${name}`) }))}
            />
          </aside>
        )}
        <div className={styles.body}>
          {step === 'about' ? (
            <SectionCard
              id={SECTION_ANCHORS.BasicProfile}
              title={t('onboarding.student.aboutTitle')}
              description={t('onboarding.student.aboutHint')}
            >
              <div className={styles.avatarRow}>
                <Avatar size={88} src={profile.avatar ?? undefined} alt="" className={styles.avatar}>
                  {profile.initialName}
                </Avatar>
                <div>
                  <p className={styles.avatarText}>{t('onboarding.student.photoHint')}</p>
                  <FilePickButton
                    kind="AVATAR"
                    icon={<CameraOutlined />}
                    loading={uploading}
                    onPick={(file) =>
                      void uploadAvatar({ file }).then((result) =>
                        reportResult(result, t('profile.header.avatarSaved')),
                      )
                    }
                  >
                    {profile.avatar ? t('profile.header.changeAvatar') : t('onboarding.tutor.addPhoto')}
                  </FilePickButton>
                </div>
              </div>
              <AboutForm
                profile={profile}
                country={country}
                onDone={() => goTo(1)}
                submitLabel={t('onboarding.saveAndContinue')}
              />
            </SectionCard>
          ) : step === 'curriculum' ? (
            <SectionCard
              id="curriculum"
              title={t('onboarding.student.curriculumTitle')}
              description={t('onboarding.student.curriculumHint')}
            >
              <CurriculumSection
                profile={profile}
                country={country}
                requireOne
                bare
                submitLabel={t('onboarding.saveAndContinue')}
                onSaved={() => goTo(2)}
              />
            </SectionCard>
          ) : (
            <SectionCard
              id="goals"
              title={t('onboarding.student.goalsTitle')}
              description={t('onboarding.student.goalsHint')}
            >
              <GoalsStep country={country} submitLabel={t('onboarding.finish')} onSaved={finish} />
            </SectionCard>
          )}
          <nav className={styles.nav} aria-label={t('onboarding.navLabel')}>
            <Button onClick={() => goTo(index - 1)} disabled={index === 0}>
              {t('onboarding.back')}
            </Button>
            <Button onClick={() => (index < LAST_STEP ? goTo(index + 1) : void navigate(home))}>
              {t('onboarding.skip')}
            </Button>
          </nav>
        </div>
      </div>
    </div>
  );
}

export function OnboardingStudentsPage() {
  return (
    <RequireSignIn>
      <StudentOnboarding />
    </RequireSignIn>
  );
}
