import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  type FeedbackCategory,
} from '@ajar/domain';
import { Alert, Input, Select } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { SendFeedbackDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { Button } from '../../../shared/ui/button';
import { SmileOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from '../components/tutor-dashboard.module.css';

function FeedbackForm() {
  const { t } = useTranslation();
  const categoryId = useId();
  const messageId = useId();
  const errorId = useId();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [{ fetching }, send] = useMutation(SendFeedbackDocument);

  if (sent) {
    return (
      <Alert
        className={frame.card}
        type="success"
        showIcon
        title={t('tutorDashboard.feedback.sent')}
        action={<Button onClick={() => setSent(false)}>{t('tutorDashboard.feedback.sendAnother')}</Button>}
      />
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const length = message.trim().length;
    if (length < FEEDBACK_MESSAGE_MIN || length > FEEDBACK_MESSAGE_MAX) {
      setError(t('messages.feedbackMessageInvalid'));
      return;
    }
    setError(null);
    const result = await send({ message, category });
    if (result.error) {
      setError(describeError(result.error).message);
      return;
    }
    setMessage('');
    setCategory(null);
    setSent(true);
  }

  return (
    <form className={`${frame.card} ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label htmlFor={categoryId}>{t('tutorDashboard.feedback.category')}</label>
        <Select
          id={categoryId}
          allowClear
          value={category}
          placeholder={t('tutorDashboard.feedback.categoryNone')}
          onChange={(value: FeedbackCategory | undefined) => setCategory(value ?? null)}
          options={FEEDBACK_CATEGORIES.map((value) => ({
            value,
            label: t(`tutorDashboard.feedback.categories.${value}`),
          }))}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={messageId}>{t('tutorDashboard.feedback.message')}</label>
        <Input.TextArea
          id={messageId}
          value={message}
          maxLength={FEEDBACK_MESSAGE_MAX}
          showCount
          autoSize={{ minRows: 5, maxRows: 14 }}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
        />
        <span className={styles.muted}>{t('tutorDashboard.feedback.messageHelp')}</span>
        {error && (
          <span id={errorId} role="alert" className={styles.fieldError}>
            {error}
          </span>
        )}
      </div>
      <div>
        <Button type="submit" variant="primary" loading={fetching}>
          {t('tutorDashboard.feedback.send')}
        </Button>
      </div>
    </form>
  );
}

/** feedback: the side menu's (and the account menu's) 'Feedback', a message to the Ajar team. */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <PageFrame
          icon={<SmileOutlined />}
          title={t('tutorDashboard.feedback.title')}
          subtitle={t('tutorDashboard.feedback.subtitle')}
        >
          <FeedbackForm />
        </PageFrame>
      </TutorWorkspace>
    </RequireSignIn>
  );
}
