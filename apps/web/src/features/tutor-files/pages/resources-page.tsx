import { tutorFileAccept } from '@ajar/domain';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  TutorResourcesDocument,
  UploadTutorFileDocument,
  type TutorFileFieldsFragment,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { ButtonLink } from '../../../shared/ui/button-link';
import { actionClassName } from '../../../shared/ui/button';
import { FolderOpenOutlined, UploadOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { FileRow } from '../components/file-row';
import { formatBytes } from '../components/file-size';
import { RenameDialog } from '../components/rename-dialog';
import { ShareDialog } from '../components/share-dialog';
import styles from '../components/tutor-files.module.css';
import { UsageBar } from '../components/usage-bar';

type Dialog = { kind: 'share' | 'rename'; file: TutorFileFieldsFragment } | null;

function Resources() {
  const { t, i18n } = useTranslation();
  const href = useFeatureHref();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: TutorResourcesDocument,
    requestPolicy: 'cache-and-network',
  });
  const [uploading, upload] = useMutation(UploadTutorFileDocument);
  const [dialog, setDialog] = useState<Dialog>(null);
  const input = useRef<HTMLInputElement>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const result = await upload({ file });
    if (result.error) return void showError(result.error);
    showSuccess(t('tutorFiles.resources.uploaded'));
    reload();
  }

  if (!data && error && !fetching) {
    return (
      <Alert
        className={frame.card}
        type="error"
        showIcon
        title={t('tutorFiles.resources.loadFailed')}
        action={<Button onClick={reload}>{t('tutorFiles.resources.retry')}</Button>}
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const files = presentItems(data.myTutorFiles);
  const storage = data.myTutorStorage;
  return (
    <>
      <section className={frame.card} aria-labelledby="resources-upload">
        <h2 id="resources-upload" className={styles.sectionTitle}>
          {t('tutorFiles.resources.upload')}
        </h2>
        <UsageBar usedBytes={storage.usedBytes} quotaBytes={storage.quotaBytes} />
        <div className={styles.uploadRow}>
          <input
            ref={input}
            id="tutor-file-input"
            type="file"
            className={styles.fileInput}
            accept={tutorFileAccept()}
            disabled={uploading.fetching}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <label
            htmlFor="tutor-file-input"
            className={actionClassName({ variant: 'primary', className: styles.uploadButton })}
          >
            <UploadOutlined />
            {uploading.fetching ? t('tutorFiles.resources.uploading') : t('tutorFiles.resources.upload')}
          </label>
          <ButtonLink to={href('cloudStorage')}>{t('tutorFiles.usage.buyMore')}</ButtonLink>
        </div>
        <p className={styles.muted}>
          {t('tutorFiles.resources.uploadHint', { max: formatBytes(storage.maxFileBytes, t, i18n.language) })}
        </p>
      </section>
      {files.length === 0 ? (
        <Empty className={frame.card} description={t('tutorFiles.resources.empty')}>
          <p className={frame.muted}>{t('tutorFiles.resources.emptyBody')}</p>
        </Empty>
      ) : (
        <section className={frame.card} aria-labelledby="resources-files">
          <h2 id="resources-files" className={styles.sectionTitle}>
            {t('tutorFiles.resources.filesTitle', { count: files.length })}
          </h2>
          <ul className={styles.fileList}>
            {files.map((file) => (
              <FileRow
                key={file.id}
                file={file}
                onShare={() => setDialog({ kind: 'share', file })}
                onRename={() => setDialog({ kind: 'rename', file })}
                onChanged={reload}
              />
            ))}
          </ul>
        </section>
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog
          file={dialog.file}
          onClose={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          file={dialog.file}
          onClose={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
    </>
  );
}

/** tutor/resources: the tutor side menu's 'Resources': upload, share, rename, delete, with usage. */
export function ResourcesPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <PageFrame
          icon={<FolderOpenOutlined />}
          title={t('tutorFiles.resources.title')}
          subtitle={t('tutorFiles.resources.subtitle')}
        >
          <Resources />
        </PageFrame>
      </TutorWorkspace>
    </RequireSignIn>
  );
}
