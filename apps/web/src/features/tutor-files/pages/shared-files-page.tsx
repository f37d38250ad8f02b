import { useQuery } from 'urql';
import { FilesSharedWithMeDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showErrorText } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { Button } from '../../../shared/ui/button';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { DownloadOutlined, FolderOpenOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { downloadFile } from '../components/download-file';
import { formatBytes } from '../components/file-size';
import styles from '../components/tutor-files.module.css';

function SharedFiles() {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: FilesSharedWithMeDocument,
    requestPolicy: 'cache-and-network',
  });
  const files = presentItems(data?.filesSharedWithMe);
  if (!files && error && !fetching) {
    return (
      <div className={frame.card} role="alert">
        <p>{t('tutorFiles.sharedFiles.loadFailed')}</p>
        <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('tutorFiles.sharedFiles.retry')}
        </Button>
      </div>
    );
  }
  if (!files) {
    return (
      <div className={frame.card} aria-busy="true">
        <SkeletonBlock height={64} />
      </div>
    );
  }
  if (files.length === 0) {
    return (
      <div className={`${frame.card} ${styles.empty}`}>
        <FolderOpenOutlined />
        <h2 className={styles.sectionTitle}>{t('tutorFiles.sharedFiles.empty')}</h2>
        <p className={styles.muted}>{t('tutorFiles.sharedFiles.emptyBody')}</p>
      </div>
    );
  }
  return (
    <section className={frame.card} aria-label={t('tutorFiles.sharedFiles.title')}>
      <ul className={styles.fileList}>
        {files.map((file) => (
          <li key={file.id} className={styles.fileRow}>
            <div className={styles.fileMain}>
              <strong className={styles.fileName}>{file.fileName}</strong>
              <span className={styles.muted}>
                {t('tutorFiles.sharedFiles.from', {
                  name: file.tutorName,
                  size: formatBytes(file.sizeBytes, t, i18n.language),
                  date: formatMarketDate(file.sharedAt, country, 'D MMM YYYY'),
                })}
              </span>
            </div>
            <Button
              variant="primary"
              icon={<DownloadOutlined />}
              aria-label={t('tutorFiles.sharedFiles.download', { name: file.fileName })}
              onClick={() =>
                void downloadFile(file.downloadPath, file.fileName).catch(() =>
                  showErrorText(t('tutorFiles.sharedFiles.downloadFailed')),
                )
              }
            >
              {t('tutorFiles.resources.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** shared-files: what tutors shared with the signed-in student, each file to download. */
export function SharedFilesPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<FolderOpenOutlined />}
        title={t('tutorFiles.sharedFiles.title')}
        subtitle={t('tutorFiles.sharedFiles.subtitle')}
      >
        <SharedFiles />
      </PageFrame>
    </RequireSignIn>
  );
}
