import { Modal } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  ShareTutorFileDocument,
  TutorFileShareTargetsDocument,
  type TutorFileFieldsFragment,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import styles from './tutor-files.module.css';

type Target = 'BOOKING' | 'CLASS';

/** Shares a file with the student of one of the tutor's bookings, or with one of their group classes. */
export function ShareDialog({ file, onClose }: { file: TutorFileFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data, fetching }] = useQuery({
    query: TutorFileShareTargetsDocument,
    requestPolicy: 'network-only',
  });
  const [sharing, share] = useMutation(ShareTutorFileDocument);
  const [target, setTarget] = useState<Target>('BOOKING');
  const [chosen, setChosen] = useState<string | null>(null);
  const bookings = presentItems(data?.tutorFileShareTargets.bookings) ?? [];
  const classes = presentItems(data?.tutorFileShareTargets.classes) ?? [];
  const options =
    target === 'BOOKING'
      ? bookings.map((row) => ({
          value: row.bookingId,
          label: t('tutorFiles.resources.bookingOption', {
            name: row.studentName,
            date: formatMarketDate(row.startTime, country, 'D MMM YYYY'),
          }),
        }))
      : classes.map((row) => ({ value: row.classId, label: row.title }));

  async function submit() {
    if (!chosen) return;
    const result = await share(
      target === 'BOOKING' ? { id: file.id, bookingId: chosen } : { id: file.id, classId: chosen },
    );
    if (result.error) {
      showError(result.error);
      return;
    }
    showSuccess(t('tutorFiles.resources.shared'));
    onClose();
  }

  const none = !fetching && data && bookings.length === 0 && classes.length === 0;
  return (
    <Modal
      open
      title={t('tutorFiles.resources.shareTitle', { name: file.fileName })}
      okText={t('tutorFiles.resources.share')}
      cancelText={t('tutorFiles.resources.cancel')}
      okButtonProps={{ disabled: !chosen, loading: sharing.fetching }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {none ? (
        <p>{t('tutorFiles.resources.noTargets')}</p>
      ) : (
        <div className={styles.shareForm}>
          <fieldset className={styles.shareTargets}>
            <legend>{t('tutorFiles.resources.shareWith')}</legend>
            {(['BOOKING', 'CLASS'] as const).map((value) => (
              <label key={value} className={styles.shareTarget}>
                <input
                  type="radio"
                  name="share-target-kind"
                  value={value}
                  checked={target === value}
                  onChange={() => {
                    setTarget(value);
                    setChosen(null);
                  }}
                />
                {value === 'BOOKING'
                  ? t('tutorFiles.resources.shareBooking')
                  : t('tutorFiles.resources.shareClass')}
              </label>
            ))}
          </fieldset>
          <label htmlFor="share-target" className={styles.shareLabel}>
            {target === 'BOOKING'
              ? t('tutorFiles.resources.chooseBooking')
              : t('tutorFiles.resources.chooseClass')}
          </label>
          <select
            id="share-target"
            className={styles.shareSelect}
            value={chosen ?? ''}
            disabled={fetching}
            onChange={(event) => setChosen(event.target.value || null)}
          >
            <option value="">—</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Modal>
  );
}
