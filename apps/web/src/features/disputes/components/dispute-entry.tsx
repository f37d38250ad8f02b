import { LESSON_DISPUTE_REASONS, uploadAccept, DISPUTE_EVIDENCE_MAX } from '@ajar/domain';
import { Button, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import {
  OpenDisputeDocument,
  ReportNoShowDocument,
  UploadDisputeEvidenceDocument,
  type DisputeReason,
} from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import styles from './dispute.module.css';

type EntryKind = 'dispute' | 'reportNoShow';

/**
 * The booking list's way into a dispute: 'Report a problem' on a lesson marked done (72 h) and 'Report no-show'
 * on an accepted lesson after its end (24 h), shown when the server lists the action for the booking.
 */
export function DisputeEntry({ bookingId, actions }: { bookingId: string; actions: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<EntryKind | null>(null);
  const kinds = (['dispute', 'reportNoShow'] as const).filter((kind) => actions.includes(kind));
  if (kinds.length === 0) return null;
  return (
    <>
      {kinds.map((kind) => (
        <Button key={kind} danger onClick={() => setOpen(kind)}>
          {t(kind === 'dispute' ? 'disputes.open.reportProblem' : 'disputes.open.reportNoShow')}
        </Button>
      ))}
      {open && <OpenDisputeDialog bookingId={bookingId} kind={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function OpenDisputeDialog({
  bookingId,
  kind,
  onClose,
}: {
  bookingId: string;
  kind: EntryKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const navigate = useNavigate();
  const [reason, setReason] = useState<DisputeReason>('LESSON_NOT_AS_DESCRIBED');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<{ pvid: string; fileName: string }[]>([]);
  const [uploading, upload] = useMutation(UploadDisputeEvidenceDocument);
  const [opening, openDispute] = useMutation(OpenDisputeDocument);
  const [reporting, reportNoShow] = useMutation(ReportNoShowDocument);

  async function addFile(file: File | undefined) {
    if (!file) return;
    const result = await upload({ file });
    const stored = result.data?.uploadDisputeEvidence;
    if (result.error || !stored) showError(result.error);
    else setFiles((current) => [...current, stored]);
  }

  async function submit() {
    const evidence = files.map((file) => file.pvid);
    const result =
      kind === 'dispute'
        ? await openDispute({ bookingId, reason, description, evidence })
        : await reportNoShow({ bookingId, description, evidence });
    const id =
      result.data &&
      ('openDispute' in result.data ? result.data.openDispute.id : result.data.reportNoShow.id);
    if (result.error || !id) return showError(result.error);
    showSuccess(t('messages.disputeOpened'));
    onClose();
    void navigate(`/${country}/dispute/negotiationstatus/${id}`);
  }

  return (
    <Modal
      open
      title={t(kind === 'dispute' ? 'disputes.open.titleProblem' : 'disputes.open.titleNoShow')}
      okText={t('disputes.open.submit')}
      cancelText={t('disputes.open.cancel')}
      confirmLoading={opening.fetching || reporting.fetching}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <div className={styles.form}>
        <p>{t('disputes.open.intro')}</p>
        {kind === 'dispute' && (
          <>
            <label htmlFor="dispute-reason">{t('disputes.open.reason')}</label>
            <Select
              id="dispute-reason"
              value={reason}
              onChange={setReason}
              options={LESSON_DISPUTE_REASONS.map((value) => ({
                value,
                label: t(`disputes.reasons.${value}`),
              }))}
            />
          </>
        )}
        <label htmlFor="dispute-description">{t('disputes.open.description')}</label>
        <Input.TextArea
          id="dispute-description"
          rows={4}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <label htmlFor="dispute-files">{t('disputes.open.evidence')}</label>
        <input
          id="dispute-files"
          type="file"
          accept={uploadAccept('EVIDENCE')}
          disabled={uploading.fetching || files.length >= DISPUTE_EVIDENCE_MAX}
          onChange={(event) => void addFile(event.target.files?.[0])}
        />
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.pvid}>{file.fileName}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
