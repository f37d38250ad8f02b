import { Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { NOTICE_OPTIONS } from '../hours-model';
import styles from './tutor-hours.module.css';

/** How long before a lesson students may still book it. */
export function NoticeCard({ value, onChange }: { value: number; onChange: (hours: number) => void }) {
  const { t } = useTranslation();
  const label = (hours: number) =>
    hours >= 24 && hours % 24 === 0
      ? t('tutorHours.notice.days', { count: hours / 24 })
      : t('tutorHours.notice.option', { count: hours });
  return (
    <section className={frame.card} aria-labelledby="notice-title">
      <h2 id="notice-title" className={styles.sectionTitle}>
        {t('tutorHours.notice.title')}
      </h2>
      <div className={styles.noticeField}>
        <span>{t('tutorHours.notice.label')}</span>
        <Select
          className={styles.notice}
          value={value}
          onChange={onChange}
          aria-label={t('tutorHours.notice.title')}
          options={NOTICE_OPTIONS.map((hours) => ({ value: hours, label: label(hours) }))}
        />
      </div>
    </section>
  );
}
