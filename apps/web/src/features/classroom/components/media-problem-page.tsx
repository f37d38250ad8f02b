import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button, actionClassName } from '../../../shared/ui/button';
import type { MediaProblem } from '../media-problem';
import styles from './classroom.module.css';

const TEXTS = {
  denied: ['classroom.problem.deniedTitle', 'classroom.problem.deniedBody'],
  noDevice: ['classroom.problem.noDeviceTitle', 'classroom.problem.noDeviceBody'],
  unsupported: ['classroom.problem.unsupportedTitle', 'classroom.problem.unsupportedBody'],
  failed: ['classroom.problem.failedTitle', 'classroom.problem.failedBody'],
} as const;

/** A clear page for a refused camera or microphone, none at all, or a browser without WebRTC. */
export function MediaProblemPage({
  problem,
  onRetry,
  backTo,
  backLabel,
}: {
  problem: MediaProblem;
  onRetry: () => void;
  backTo: string;
  backLabel?: string;
}) {
  const { t } = useTranslation();
  const [title, body] = TEXTS[problem];
  return (
    <section className={styles.notice} data-testid="classroom-problem" data-problem={problem}>
      <h1 className={styles.noticeTitle}>{t(title)}</h1>
      <p className={styles.noticeBody}>{t(body)}</p>
      <div className={styles.noticeActions}>
        {problem !== 'unsupported' && (
          <Button variant="primary" onClick={onRetry}>
            {t('classroom.tryAgain')}
          </Button>
        )}
        <Link className={actionClassName({})} to={backTo}>
          {backLabel ?? t('classroom.backToBookings')}
        </Link>
      </div>
    </section>
  );
}
