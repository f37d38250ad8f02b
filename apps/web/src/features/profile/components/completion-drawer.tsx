import {
  CheckCircleFilled,
  EyeInvisibleOutlined,
  RightOutlined,
  TrophyFilled,
} from '../../../shared/ui/icons';
import {
  COMPLETION_DRAWER_WIDTH,
  COMPLETION_WEIGHTS,
  PROFILE_VISIBILITY_THRESHOLD,
  type ProfileSection,
} from '@ajar/domain';
import { Alert, Button, Drawer, Progress, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPercent } from '../../../shared/format/percent';
import { DESIGN_TOKENS } from '../../../shared/ui/theme';
import { completionChecklist } from '../profile-sections';
import styles from './completion-drawer.module.css';

export interface CompletionData {
  readonly completionPercent: number;
  readonly details: readonly { profileSection: string; complete: boolean }[];
}

interface CompletionDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** null while loading. */
  readonly completion: CompletionData | null;
  /** Go to a section of profile/me (scroll there, or open the page at it). */
  readonly onPickSection: (section: ProfileSection) => void;
}

/** Spec sections 2 and 4: a 340 px drawer with a progress dial and the seven-section checklist. */
export function CompletionDrawer({ open, onClose, completion, onPickSection }: CompletionDrawerProps) {
  const { t, i18n } = useTranslation();
  const percent = completion?.completionPercent ?? 0;
  const complete = percent >= 100;
  const hidden = completion !== null && percent < PROFILE_VISIBILITY_THRESHOLD;
  const checklist = completion ? completionChecklist(completion.details) : [];
  const firstUndone = checklist.find((item) => !item.done)?.section;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={COMPLETION_DRAWER_WIDTH}
      title={t('profile.completion.title')}
      footer={
        <Button
          type="primary"
          block
          disabled={complete || !firstUndone}
          onClick={() => firstUndone && onPickSection(firstUndone)}
        >
          {t('profile.completion.completeProfile')}
        </Button>
      }
    >
      {completion === null ? (
        <Skeleton active avatar={{ size: 120, shape: 'circle' }} paragraph={{ rows: 6 }} />
      ) : (
        <div className={styles.body}>
          <div className={styles.dial}>
            <Progress
              type="circle"
              percent={percent}
              size={148}
              strokeColor={complete ? '#2e7d32' : DESIGN_TOKENS.brand}
              format={(value) => (
                <span className={styles.dialValue}>
                  <strong>{formatPercent(value ?? 0, i18n.language)}</strong>
                  <span>{t('profile.completion.complete')}</span>
                </span>
              )}
              aria-label={t('profile.completion.percentLabel', {
                percent: formatPercent(percent, i18n.language),
              })}
            />
          </div>
          {complete ? (
            <div className={styles.congrats} role="status">
              <TrophyFilled className={styles.congratsIcon} aria-hidden="true" />
              <h3 className={styles.congratsTitle}>{t('profile.completion.congratsTitle')}</h3>
              <p className={styles.congratsBody}>{t('profile.completion.congratsBody')}</p>
            </div>
          ) : (
            <p className={styles.lead}>{t('profile.completion.lead')}</p>
          )}
          {hidden && (
            <Alert
              type="warning"
              showIcon
              icon={<EyeInvisibleOutlined />}
              title={t('profile.completion.hiddenTitle')}
              description={t('profile.completion.hiddenBody', { threshold: PROFILE_VISIBILITY_THRESHOLD })}
              className={styles.hidden}
            />
          )}
          <ul className={styles.checklist} aria-label={t('profile.completion.checklist')}>
            {checklist.map(({ section, done }) => (
              <li key={section}>
                <button
                  type="button"
                  className={`${styles.checkItem} ${done ? styles.checkDone : ''}`}
                  onClick={() => onPickSection(section)}
                >
                  <span className={styles.checkMark} aria-hidden="true">
                    {done ? <CheckCircleFilled /> : <span className={styles.checkCircle} />}
                  </span>
                  <span className={styles.checkText}>
                    <span className={styles.checkName}>{t(`profile.completion.sections.${section}`)}</span>
                    <span className={styles.checkState}>
                      {done ? t('profile.completion.done') : t('profile.completion.todo')}
                    </span>
                  </span>
                  <span className={styles.checkWeight}>
                    +{formatPercent(COMPLETION_WEIGHTS[section], i18n.language)}
                  </span>
                  <RightOutlined className={styles.checkChevron} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Drawer>
  );
}
