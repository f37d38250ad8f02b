import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeactivateAccountCard } from '../components/deactivate-account-card';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import styles from './settings-page.module.css';

function Settings() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { profile } = useProfile();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('settings.title')}</h1>
        <p className={styles.subtitle}>
          {t('settings.subtitle', { email: profile?.email ?? user?.email ?? '' })}
        </p>
      </header>
      <div className={styles.cards}>
        <ChangePasswordCard />
        <DeactivateAccountCard />
      </div>
    </div>
  );
}

export function SettingsPage() {
  return (
    <RequireSignIn>
      <Settings />
    </RequireSignIn>
  );
}
