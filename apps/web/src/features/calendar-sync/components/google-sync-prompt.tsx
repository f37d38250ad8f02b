import { CalendarOutlined } from '../../../shared/ui/icons';
import { Button, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { CheckGoogleTokenDocument } from '../../../gql/graphql';
import styles from './google-sync-prompt.module.css';

/**
 * Spec section 2, Calendar: only the profile owner sees this. The consent link needs the server's Google
 * client id, which the web app does not have yet, so the link button stays disabled with a reason.
 */
export function GoogleSyncPrompt() {
  const { t } = useTranslation();
  const [result] = useQuery({ query: CheckGoogleTokenDocument, requestPolicy: 'cache-and-network' });
  const status = result.data?.checkGoogleToken;

  if (result.fetching && !status) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  // Spec section 4: a failed check shows the prompt, as when not linked.
  const configured = status?.configured ?? true;
  const linked = status?.linked ?? false;

  return (
    <section className={styles.prompt} aria-labelledby="google-sync-title" data-testid="google-sync-prompt">
      <span className={styles.icon} aria-hidden="true">
        <CalendarOutlined />
      </span>
      <div className={styles.body}>
        <h2 id="google-sync-title" className={styles.title}>
          {t('calendarSync.prompt.title')}
        </h2>
        <p className={styles.text}>
          {!configured
            ? t('messages.googleNotConfigured')
            : linked
              ? t('calendarSync.prompt.linked')
              : `${t('calendarSync.prompt.notLinked')} ${t('calendarSync.prompt.unavailable')}`}
        </p>
      </div>
      {configured && !linked && (
        <Button className={styles.action} disabled>
          {t('calendarSync.prompt.link')}
        </Button>
      )}
    </section>
  );
}
