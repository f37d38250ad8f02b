import { BellOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { HintTip, IconWithCount } from '../../../shared/ui/badge';
import { useNotificationCenter } from './notification-center-context';

/** The header bell: the unread count, and the drawer on click (it has no page of its own). */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { unread, open, openDrawer } = useNotificationCenter();
  const label = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <HintTip label={t('notifications.bell')}>
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDrawer}
      >
        <IconWithCount icon={<BellOutlined aria-hidden="true" />} count={unread} />
      </button>
    </HintTip>
  );
}
