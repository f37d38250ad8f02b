import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';

interface EditorModalProps {
  readonly open: boolean;
  readonly title: string;
  /** The id of the <form> inside, which the footer's save button submits. */
  readonly formId: string;
  readonly saving: boolean;
  readonly onCancel: () => void;
  readonly children: ReactNode;
  readonly width?: number;
}

/** The dialog an item of a list section is added or edited in. Full width on a phone. */
export function EditorModal({
  open,
  title,
  formId,
  saving,
  onCancel,
  children,
  width = 560,
}: EditorModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: !saving }}
      width={isMobile ? 'calc(100vw - 16px)' : width}
      style={isMobile ? { top: 8, maxWidth: 'none', paddingBottom: 8 } : undefined}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId} loading={saving}>
          {t('profile.common.save')}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
