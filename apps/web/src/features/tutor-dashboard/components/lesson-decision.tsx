import { Popconfirm } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { UpdateBookingStatusDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './tutor-dashboard.module.css';

/** A paid lesson waiting for the tutor: accept it, or decline it (the student is refunded), from the dashboard. */
export function LessonDecision({
  bookingId,
  studentName,
  onDecided,
}: {
  bookingId: string;
  studentName: string;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const [, update] = useMutation(UpdateBookingStatusDocument);
  const [working, setWorking] = useState<'ACCEPTED' | 'REJECTED' | null>(null);

  const decide = async (status: 'ACCEPTED' | 'REJECTED') => {
    setWorking(status);
    const result = await update({ id: bookingId, status });
    setWorking(null);
    if (result.error) {
      showError(result.error);
      return;
    }
    showSuccess(t(status === 'ACCEPTED' ? 'messages.bookingAccepted' : 'messages.bookingRejected'));
    onDecided();
  };

  return (
    <span className={styles.decision}>
      <Button
        variant="primary"
        loading={working === 'ACCEPTED'}
        disabled={working !== null}
        onClick={() => void decide('ACCEPTED')}
        aria-label={t('tutorDashboard.dashboard.acceptLesson', { name: studentName })}
      >
        {t('tutorDashboard.dashboard.accept')}
      </Button>
      <Popconfirm
        title={t('tutorDashboard.dashboard.declineConfirm')}
        okText={t('tutorDashboard.dashboard.declineYes')}
        cancelText={t('tutorDashboard.dashboard.declineNo')}
        onConfirm={() => decide('REJECTED')}
      >
        <Button
          loading={working === 'REJECTED'}
          disabled={working !== null}
          aria-label={t('tutorDashboard.dashboard.declineLesson', { name: studentName })}
        >
          {t('tutorDashboard.dashboard.decline')}
        </Button>
      </Popconfirm>
    </span>
  );
}
