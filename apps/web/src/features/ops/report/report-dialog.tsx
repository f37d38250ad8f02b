import { REPORT_REASON_MAX, type ReportTargetType } from '@ajar/domain';
import { Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { ReportContentDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';

export interface ReportDialogProps {
  readonly open: boolean;
  readonly targetType: ReportTargetType;
  readonly targetId: string;
  readonly title: string;
  readonly onClose: () => void;
}

/** A reason, sent to the team with reportContent; the server's answer (sent, already open, too many) is shown. */
export function ReportDialog({ open, targetType, targetId, title, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [{ fetching }, report] = useMutation(ReportContentDocument);

  async function send() {
    const result = await report({ targetType, targetId, reason });
    if (result.error) showError(result.error);
    else {
      showSuccess(t('messages.reportSent'));
      setReason('');
      onClose();
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={t('ops.report.send')}
      cancelText={t('ops.report.cancel')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: fetching }}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('ops.report.body')}</p>
      <label htmlFor={reasonId}>{t('ops.report.reason')}</label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        maxLength={REPORT_REASON_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
