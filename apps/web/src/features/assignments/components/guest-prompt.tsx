import { LockOutlined } from '../../../shared/ui/icons';
import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ButtonLink } from '../../../shared/ui/button-link';
import styles from '../assignments.module.css';

/** Spec sections 6 and 8: guests cannot see assignments; they are asked to log in and come back here. */
export function GuestPrompt() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { pathname, search } = useLocation();
  const redirect = { redirect: pathname + search };
  return (
    <section className={styles.page} aria-label={t('messages.notLoggedIn')}>
      <Result
        className={styles.card}
        icon={<LockOutlined className={styles.resultIcon} />}
        title={t('messages.notLoggedIn')}
        subTitle={t('assignments.guest.body')}
        extra={[
          <ButtonLink key="login" to={href('login', redirect)} type="primary" size="large">
            {t('assignments.guest.login')}
          </ButtonLink>,
          <ButtonLink key="register" to={href('register', redirect)} size="large">
            {t('assignments.guest.signUp')}
          </ButtonLink>,
        ]}
      />
    </section>
  );
}
