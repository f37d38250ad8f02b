import { MessageOutlined, TrophyOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ButtonLink } from '../../../shared/ui/button-link';
import { openCompletionDrawer } from '../../profile';
import styles from './notifications.module.css';

/** Spec section 2: the drawer's reminder for tutors, short. */
export function TutorReminder({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <section className={styles.reminder} aria-labelledby="tutor-reminder-title">
      <h3 id="tutor-reminder-title" className={styles.reminderTitle}>
        {t('notificationsDrawer.reminder.title')}
      </h3>
      <div className={styles.reminderRow}>
        <TrophyOutlined aria-hidden="true" className={styles.reminderIcon} />
        <p>{t('notificationsDrawer.reminder.completeProfile')}</p>
        <Button
          size="small"
          onClick={() => {
            onNavigate();
            openCompletionDrawer();
          }}
        >
          {t('notificationsDrawer.reminder.completeAction')}
        </Button>
      </div>
      <div className={styles.reminderRow}>
        <MessageOutlined aria-hidden="true" className={styles.reminderIcon} />
        <p>{t('notificationsDrawer.reminder.replyFast')}</p>
        <ButtonLink size="small" to={href('chats')} onClick={onNavigate}>
          {t('notificationsDrawer.reminder.replyAction')}
        </ButtonLink>
      </div>
    </section>
  );
}
