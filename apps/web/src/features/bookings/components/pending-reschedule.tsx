import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatLessonTime } from '../../../shared/format/lesson-time';
import styles from './pending-reschedule.module.css';

export interface PendingRescheduleShape {
  readonly id: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly proposedByMe: boolean;
}

interface PendingRescheduleProps {
  readonly proposal: PendingRescheduleShape;
  readonly zone: string;
  /** The other party's answer. */
  readonly onRespond: (accept: boolean) => Promise<void>;
}

/** A proposed new time: the other party accepts or declines it; the proposer waits. */
export function PendingReschedule({ proposal, zone, onRespond }: PendingRescheduleProps) {
  const { t } = useTranslation();
  const [working, setWorking] = useState<'accept' | 'decline' | null>(null);
  const time = formatLessonTime(proposal.startTime, proposal.endTime, zone);

  async function respond(accept: boolean) {
    setWorking(accept ? 'accept' : 'decline');
    await onRespond(accept);
    setWorking(null);
  }

  return (
    <div className={styles.box} data-testid="pending-reschedule">
      <p className={styles.text}>
        <strong>{t('bookings.list.reschedule.proposed', { time })}</strong>
        {proposal.proposedByMe && <span>{t('bookings.list.reschedule.waiting')}</span>}
      </p>
      {!proposal.proposedByMe && (
        <div className={styles.actions}>
          <Button type="primary" loading={working === 'accept'} onClick={() => void respond(true)}>
            {t('bookings.list.reschedule.accept')}
          </Button>
          <Button loading={working === 'decline'} onClick={() => void respond(false)}>
            {t('bookings.list.reschedule.decline')}
          </Button>
        </div>
      )}
    </div>
  );
}
