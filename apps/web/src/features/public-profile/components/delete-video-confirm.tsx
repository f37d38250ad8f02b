import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface DeleteVideoConfirmProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onConfirm: () => Promise<void>;
  readonly busy: boolean;
  /** The delete button, which the question points at. */
  readonly children: ReactElement;
}

/** "Delete this video?" beside the owner's delete button (antd's Popconfirm, loaded on the first press). */
export function DeleteVideoConfirm({
  open,
  onOpenChange,
  onConfirm,
  busy,
  children,
}: DeleteVideoConfirmProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      open={open}
      onOpenChange={onOpenChange}
      title={t('publicProfile.videos.confirmDelete')}
      description={t('publicProfile.videos.confirmDeleteBody')}
      okText={t('publicProfile.videos.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
