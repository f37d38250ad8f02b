import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatBytes } from './file-size';
import styles from './tutor-files.module.css';

/** How much of the quota the tutor's files take, as a bar with the figures beside it. */
export function UsageBar({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const percent = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  const value = t('tutorFiles.usage.value', {
    used: formatBytes(usedBytes, t, language),
    quota: formatBytes(quotaBytes, t, language),
  });
  return (
    <div className={styles.usage}>
      <div className={styles.usageHead}>
        <span id="storage-usage-label" className={styles.usageLabel}>
          {t('tutorFiles.usage.label')}
        </span>
        <span>{value}</span>
      </div>
      <div
        className={styles.usageTrack}
        role="progressbar"
        aria-labelledby="storage-usage-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={value}
      >
        <span
          className={percent >= 90 ? `${styles.usageFill} ${styles.usageFull}` : styles.usageFill}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className={styles.usageFree}>
        {t('tutorFiles.usage.free', { free: formatBytes(Math.max(0, quotaBytes - usedBytes), t, language) })}
      </span>
    </div>
  );
}
