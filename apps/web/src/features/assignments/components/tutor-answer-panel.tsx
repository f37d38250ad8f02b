import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { myAnswer } from '../assignment-status';
import type { AssignmentItem } from '../assignment-types';
import styles from '../assignments.module.css';
import { TutorAnswerButtons } from './tutor-answer-buttons';

/** The tutor's side of the detail page: where their answer stands (spec section 4's texts) and the buttons. */
export function TutorAnswerPanel({ item }: { item: AssignmentItem }) {
  const { t } = useTranslation();
  const answer = myAnswer(item);
  let state;
  if (!item.isActive) state = <Alert type="warning" showIcon title={t('messages.assignmentClosed')} />;
  else if (answer === 'applied')
    state = <Alert type="success" showIcon title={t('messages.assignmentAccepted')} role="status" />;
  else if (answer === 'rejected')
    state = <Alert type="info" showIcon title={t('messages.assignmentRejected')} role="status" />;
  else state = <p className={styles.muted}>{t('assignments.detail.answerBody')}</p>;

  return (
    <section className={styles.card} aria-labelledby="assignment-answer-title">
      <h2 id="assignment-answer-title" className={styles.sectionTitle}>
        {t('assignments.detail.answerTitle')}
      </h2>
      {state}
      <div className={styles.actions}>
        <TutorAnswerButtons item={item} />
      </div>
    </section>
  );
}
