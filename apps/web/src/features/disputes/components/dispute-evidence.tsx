import type { DisputeFullFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PaperClipOutlined } from '../../../shared/ui/icons';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './dispute.module.css';
import { useDisputeFormat } from './use-dispute-format';

export function DisputeEvidence({ dispute }: { dispute: DisputeFullFragment }) {
  const { t } = useTranslation();
  const { who } = useDisputeFormat(dispute.currency);
  return (
    <section className={frame.card} aria-labelledby="dispute-evidence">
      <h2 id="dispute-evidence" className={styles.sectionTitle}>
        {t('disputes.status.evidence')}
      </h2>
      {dispute.evidence.length === 0 ? (
        <p className={frame.muted}>{t('disputes.status.noEvidence')}</p>
      ) : (
        <ul className={styles.files}>
          {dispute.evidence.map((file) => (
            <li key={file.pvid}>
              <PaperClipOutlined />{' '}
              <a href={file.path} target="_blank" rel="noreferrer">
                {file.fileName}
              </a>{' '}
              <span className={frame.muted}>· {who(file.addedBy, dispute)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
