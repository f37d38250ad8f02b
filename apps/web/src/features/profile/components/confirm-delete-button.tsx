import { DeleteOutlined } from '../../../shared/ui/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface ConfirmDeleteButtonProps {
  /** What is deleted, for the button's accessible name, e.g. "Delete Mathematics". */
  readonly label: string;
  readonly onConfirm: () => Promise<unknown>;
  readonly loading?: boolean;
  readonly size?: 'small' | 'middle';
}

/** A delete control that asks first. */
export function ConfirmDeleteButton({
  label,
  onConfirm,
  loading,
  size = 'middle',
}: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('profile.common.deleteConfirm')}
      okText={t('profile.common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        danger
        size={size}
        icon={<DeleteOutlined />}
        aria-label={label}
        title={label}
        loading={loading}
      />
    </Popconfirm>
  );
}
