import { Modal, Radio, Select } from 'antd';
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
          <Radio.Group
            aria-label={t('tutorFiles.resources.shareWith')}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value as Target);
              setChosen(null);
            }}
            options={[
              { value: 'BOOKING', label: t('tutorFiles.resources.shareBooking') },
              { value: 'CLASS', label: t('tutorFiles.resources.shareClass') },
            ]}
          />
          <Select
            id="share-target"
            aria-label={
              target === 'BOOKING'
                ? t('tutorFiles.resources.chooseBooking')
                : t('tutorFiles.resources.chooseClass')
            }
            placeholder={
              target === 'BOOKING'
                ? t('tutorFiles.resources.chooseBooking')
                : t('tutorFiles.resources.chooseClass')
            }
            loading={fetching}
            value={chosen}
            onChange={(value: string) => setChosen(value)}
            options={options}
            className={styles.shareSelect}
          />
        </div>
      )}
    </Modal>
  );
}
