import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import {
  DeleteTutorFileDocument,
  UnshareTutorFileDocument,
  type TutorFileFieldsFragment,
} from '../../../gql/graphql';
import { showError, showErrorText, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { DeleteOutlined, DownloadOutlined, EditOutlined, ShareAltOutlined } from '../../../shared/ui/icons';
import { downloadFile } from './download-file';
import { formatBytes } from './file-size';
import styles from './tutor-files.module.css';

interface FileRowProps {
  readonly file: TutorFileFieldsFragment;
  readonly onShare: () => void;
  readonly onRename: () => void;
  readonly onChanged: () => void;
}

/** One of the tutor's files: its name, size and date, whom it is shared with, and what can be done with it. */
export function FileRow({ file, onShare, onRename, onChanged }: FileRowProps) {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const [, remove] = useMutation(DeleteTutorFileDocument);
  const [, unshare] = useMutation(UnshareTutorFileDocument);
  const shares = file.shares.flatMap((share) => (share ? [share] : []));
  const [confirming, setConfirming] = useState(false);

  async function onDelete() {
    const result = await remove({ id: file.id });
    if (result.error) return void showError(result.error);
    showSuccess(t('tutorFiles.resources.deleted'));
    onChanged();
  }

  async function onUnshare(shareId: string) {
    const result = await unshare({ shareId });
    if (result.error) return void showError(result.error);
    showSuccess(t('tutorFiles.resources.unshared'));
    onChanged();
  }

  return (
    <li className={styles.fileRow}>
      <div className={styles.fileMain}>
        <strong className={styles.fileName}>{file.fileName}</strong>
        <span className={styles.muted}>
          {formatBytes(file.sizeBytes, t, i18n.language)} ·{' '}
          {formatMarketDate(file.createdAt, country, 'D MMM YYYY')}
        </span>
        <div className={styles.shares}>
          <span className={styles.muted}>{t('tutorFiles.resources.sharedWith')}:</span>
          {shares.length === 0 ? (
            <span className={styles.muted}>{t('tutorFiles.resources.notShared')}</span>
          ) : (
            shares.map((share) => (
              <span key={share.id} className={styles.chip}>
                {share.label}
                <button
                  type="button"
                  className={styles.chipClose}
                  aria-label={t('tutorFiles.resources.unshare', { label: share.label })}
                  onClick={() => void onUnshare(share.id)}
                >
                  ×
                </button>
              </span>
            ))
          )}
        </div>
      </div>
      <div
        className={styles.fileActions}
        role="group"
        aria-label={t('tutorFiles.resources.actionsFor', { name: file.fileName })}
      >
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            void downloadFile(file.downloadPath, file.fileName).catch(() =>
              showErrorText(t('tutorFiles.sharedFiles.downloadFailed')),
            )
          }
        >
          {t('tutorFiles.resources.download')}
        </Button>
        <Button type="primary" icon={<ShareAltOutlined />} onClick={onShare}>
          {t('tutorFiles.resources.share')}
        </Button>
        <Button icon={<EditOutlined />} onClick={onRename}>
          {t('tutorFiles.resources.rename')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
          {t('tutorFiles.resources.delete')}
        </Button>
        <Modal
          open={confirming}
          title={t('tutorFiles.resources.delete')}
          okText={t('tutorFiles.resources.delete')}
          cancelText={t('tutorFiles.resources.cancel')}
          okButtonProps={{ danger: true }}
          onOk={() => {
            setConfirming(false);
            void onDelete();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('tutorFiles.resources.deleteConfirm', { name: file.fileName })}</p>
        </Modal>
      </div>
    </li>
  );
}
