import { CheckCircleFilled } from '../../../shared/ui/icons';
import { PROFILE_VISIBILITY_THRESHOLD } from '@ajar/domain';
import { Alert, Progress } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPercent } from '../../../shared/format/percent';
import { DESIGN_TOKENS } from '../../../shared/ui/theme';
import { completionChecklist } from '../../profile';
import type { MyProfile } from '../../profile';
import styles from './onboarding.module.css';

/** Where the tutor stands after onboarding: the server's percentage and the sections still open. */
export function CompletionSummary({
  profile,
}: {
  profile: Pick<MyProfile, 'completionUser' | 'completionDetail'>;
}) {
  const { t, i18n } = useTranslation();
  const percent = profile.completionUser.completionPercent;
  const checklist = completionChecklist(profile.completionDetail);
  return (
    <section className={styles.summary} aria-labelledby="onboarding-summary">
      <Progress
        type="circle"
        percent={percent}
        size={128}
        strokeColor={percent >= 100 ? '#2e7d32' : DESIGN_TOKENS.brand}
        format={(value) => formatPercent(value ?? 0, i18n.language)}
        aria-label={t('profile.completion.percentLabel', { percent: formatPercent(percent, i18n.language) })}
      />
      <div className={styles.summaryText}>
        <h2 id="onboarding-summary" className={styles.summaryTitle}>
          {percent >= 100 ? t('profile.completion.congratsTitle') : t('onboarding.tutor.summaryTitle')}
        </h2>
        <p className={styles.subtitle}>
          {percent >= 100 ? t('profile.completion.congratsBody') : t('onboarding.tutor.summaryBody')}
        </p>
        {percent < PROFILE_VISIBILITY_THRESHOLD && (
          <Alert
            type="warning"
            showIcon
            title={t('profile.completion.hiddenBody', { threshold: PROFILE_VISIBILITY_THRESHOLD })}
          />
        )}
        <ul className={styles.summaryList}>
          {checklist.map(({ section, done }) => (
            <li key={section} className={done ? styles.summaryDone : styles.summaryTodo}>
              {done ? (
                <CheckCircleFilled aria-hidden="true" />
              ) : (
                <span className={styles.dot} aria-hidden="true" />
              )}
              {t(`profile.completion.sections.${section}`)}
              <span className={styles.visuallyHidden}>
                {done ? t('profile.completion.done') : t('profile.completion.todo')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
