import { BellOutlined } from '../../../shared/ui/icons';
import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotificationCenter } from './notification-center';

/** The header bell: the unread count, and the drawer on click (it has no page of its own). */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { unread, open, openDrawer } = useNotificationCenter();
  const label = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <Tooltip title={t('notifications.bell')}>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDrawer}
      >
        <Badge count={unread} size="small" offset={[2, -2]}>
          <BellOutlined />
        </Badge>
      </button>
    </Tooltip>
  );
}
