import type { DayInterval } from '@ajar/domain';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { BlockTutorTimeDocument } from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { END_OPTIONS, START_OPTIONS, timeLabel } from '../../tutor-hours';
import { shortDayLabel } from '../week-labels';
import styles from './tutor-calendar-page.module.css';

interface BlockTimeDialogProps {
  readonly open: boolean;
  /** The dates that may be blocked (today on, shown in the view). */
  readonly dates: readonly string[];
  /** What the dialog starts with: a date and a span. */
  readonly initial: { readonly date: string; readonly interval: DayInterval };
  readonly onClose: () => void;
}

/** Blocks hours of one date: they are no longer offered to students; lessons already booked stay. */
export function BlockTimeDialog({ open, dates, initial, onClose }: BlockTimeDialogProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(initial.date);
  const [start, setStart] = useState(initial.interval.start);
  const [end, setEnd] = useState(initial.interval.end);
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, block] = useMutation(BlockTutorTimeDocument);

  async function submit() {
    if (end <= start) {
      setProblem(t('tutorHours.calendar.endAfterStart'));
      return;
    }
    const result = await block({ date, start, end });
    if (!result.data?.blockTutorTime) {
      setProblem(describeError(result.error).message);
      return;
    }
    showSuccess(
      t('tutorHours.calendar.blockedToast', {
        day: shortDayLabel(date),
        from: timeLabel(start),
        to: timeLabel(end),
      }),
    );
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('tutorHours.calendar.blockTitle')}
      okText={t('tutorHours.calendar.blockConfirm')}
      cancelText={t('common.cancel')}
      confirmLoading={fetching}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('tutorHours.calendar.blockHint')}</p>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('tutorHours.calendar.blockDate')} htmlFor="block-date">
          <Select
            id="block-date"
            value={date}
            onChange={setDate}
            options={dates.map((value) => ({ value, label: shortDayLabel(value) }))}
          />
        </Form.Item>
        <div className={styles.times}>
          <Form.Item label={t('tutorHours.calendar.blockFrom')} htmlFor="block-from">
            <Select
              id="block-from"
              value={start}
              onChange={setStart}
              options={START_OPTIONS}
              virtual={false}
            />
          </Form.Item>
          <Form.Item label={t('tutorHours.calendar.blockTo')} htmlFor="block-to">
            <Select id="block-to" value={end} onChange={setEnd} options={END_OPTIONS} virtual={false} />
          </Form.Item>
        </div>
      </Form>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </Modal>
  );
}
