import { SmileOutlined } from '../../../shared/ui/icons';
import { PROFILE_VISIBILITY_THRESHOLD, ROLE_CODES } from '@ajar/domain';
import { Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { useMyProfile } from '../../profile';
import { CompletionSummary } from '../components/completion-summary';
import styles from '../components/onboarding.module.css';

/** profile/info/thankyou: the end of tutor onboarding. */
function ThankYou() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { profile } = useMyProfile();
  const isTutor = profile?.roleCode === ROLE_CODES.tutor;
  const percent = profile?.completionUser.completionPercent ?? 0;
  return (
    <div className={styles.thanks}>
      <SmileOutlined className={styles.thanksIcon} aria-hidden="true" />
      <h1 className={styles.thanksTitle}>
        {t('onboarding.thanks.title', { firstName: profile?.firstName ?? '' })}
      </h1>
      <p className={styles.thanksBody}>
        {isTutor && percent < PROFILE_VISIBILITY_THRESHOLD
          ? t('onboarding.thanks.bodyHidden', { threshold: PROFILE_VISIBILITY_THRESHOLD })
          : t('onboarding.thanks.body')}
      </p>
      {!profile ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        isTutor && <CompletionSummary profile={profile} />
      )}
      <div className={styles.actions}>
        <ButtonLink to={href('myProfile')} type="primary" size="large">
          {t('onboarding.thanks.toProfile')}
        </ButtonLink>
        <ButtonLink to={href('home')} size="large">
          {t('common.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}

export function ProfileThankYouPage() {
  return (
    <RequireSignIn>
      <ThankYou />
    </RequireSignIn>
  );
}
