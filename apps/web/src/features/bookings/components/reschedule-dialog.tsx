import type { CountryCode } from '@ajar/domain';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { FreeSlotPicker } from './free-slot-picker';
import styles from './booking-dialog.module.css';

interface RescheduleDialogProps {
  readonly open: boolean;
  readonly tutorId: string;
  readonly market: CountryCode;
  readonly duration: number;
  readonly startTime: string;
  readonly endTime: string;
  /** Who answers the proposal. */
  readonly otherName: string;
  readonly onClose: () => void;
  /** Sends the proposal; true when it was taken (the dialog closes). */
  readonly onPropose: (startTime: string) => Promise<boolean>;
}

/** Either party proposes another of the tutor's free times; the lesson keeps its time until answered. */
export function RescheduleDialog(props: RescheduleDialogProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function propose() {
    if (!start) return;
    setSending(true);
    const taken = await props.onPropose(start);
    setSending(false);
    if (taken) props.onClose();
  }

  return (
    <Modal
      open={props.open}
      title={t('bookings.list.reschedule.title')}
      onCancel={props.onClose}
      okText={t('bookings.list.reschedule.submit')}
      onOk={() => void propose()}
      okButtonProps={{ disabled: !start, loading: sending }}
      destroyOnHidden
      width={520}
    >
      <p className={styles.lead}>
        {t('bookings.list.reschedule.current', {
          time: formatLessonTime(props.startTime, props.endTime, lessonZone(props.market)),
        })}
        <br />
        {t('bookings.list.reschedule.body', { name: props.otherName })}
      </p>
      <FreeSlotPicker
        tutorId={props.tutorId}
        market={props.market}
        duration={props.duration}
        exclude={props.startTime}
        value={start}
        onChange={setStart}
      />
    </Modal>
  );
}
