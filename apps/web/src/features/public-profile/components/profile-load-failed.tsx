import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { ExclamationCircleFilled } from '../../../shared/ui/icons';
import styles from './profile-load-failed.module.css';

/** The profile could not be loaded: the reason and a retry (antd's warning Result as it looked). */
export function ProfileLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.result} role="alert">
      <ExclamationCircleFilled aria-hidden="true" className={styles.icon} />
      <h1 className={styles.title}>{t('publicProfile.loadFailedTitle')}</h1>
      <p className={styles.subtitle}>{message}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
