import {
  BellOutlined,
  CalendarOutlined,
  EyeOutlined,
  FileTextOutlined,
  MessageOutlined,
  StarOutlined,
  UserAddOutlined,
} from '../../../shared/ui/icons';
import { NOTIFICATION_DRAWER_MOBILE_WIDTH, NOTIFICATION_DRAWER_WIDTH, ROLE_CODES } from '@ajar/domain';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { describeError } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { formatMarketDate, formatRelative } from '../../../shared/format/market-date';
import { notificationHref, type OwnProfileRef } from '../notification-link';
import { notificationSentence } from '../notification-text';
import type { AppNotification } from '../notification-types';
import type { NotificationList } from './notification-center-controller';
import { DesktopNotificationsButton } from './desktop-notifications-button';
import { TutorReminder } from './tutor-reminder';
import styles from './notifications.module.css';

const ICONS: Readonly<Record<string, ComponentType>> = {
  TESTIMONIAL_RECEIVED: StarOutlined,
  PROFILE_VIEWED: EyeOutlined,
  CHAT_MESSAGE: MessageOutlined,
  BOOKING_PAID: CalendarOutlined,
  BOOKING_ACCEPTED: CalendarOutlined,
  BOOKING_REJECTED: CalendarOutlined,
  BOOKING_CANCELLED: CalendarOutlined,
  BOOKING_DONE: CalendarOutlined,
  BOOKING_EXPIRED: CalendarOutlined,
  BOOKING_AUTO_REJECTED: CalendarOutlined,
  BOOKING_COMPLETED: CalendarOutlined,
  BOOKING_CANCELLED_BY_TUTOR: CalendarOutlined,
  BOOKING_RESCHEDULE_PROPOSED: CalendarOutlined,
  BOOKING_RESCHEDULED: CalendarOutlined,
  BOOKING_RESCHEDULE_DECLINED: CalendarOutlined,
  ASSIGNMENT_POSTED: FileTextOutlined,
  ASSIGNMENT_APPLIED: UserAddOutlined,
};

interface NotificationsDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly list: NotificationList;
  readonly onRetry: () => void;
  readonly ownProfile: OwnProfileRef | null;
}

function NotificationRow({
  notification,
  isNew,
  href,
  onNavigate,
}: {
  notification: AppNotification;
  isNew: boolean;
  href: string | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const Icon = ICONS[notification.code] ?? BellOutlined;
  const content = (
    <>
      <span className={styles.itemIcon} aria-hidden="true">
        <Icon />
      </span>
      <span className={styles.itemText}>
        <span className={styles.sentence}>{notificationSentence(t, notification)}</span>
        <time
          dateTime={notification.postedDate}
          title={formatMarketDate(notification.postedDate, country, 'D MMM YYYY, HH:mm')}
          className={styles.when}
        >
          {formatRelative(notification.postedDate)}
        </time>
      </span>
      {isNew && <span className={styles.newTag}>{t('notificationsDrawer.newLabel')}</span>}
    </>
  );
  return (
    <li className={`${styles.item} ${isNew ? styles.itemNew : ''}`}>
      {href ? (
        <Link to={href} className={styles.itemBody} onClick={onNavigate}>
          {content}
        </Link>
      ) : (
        <div className={styles.itemBody}>{content}</div>
      )}
    </li>
  );
}

/** Spec section 2: 450 px wide (80% on a phone), the notifications, and a reminder for tutors. */
export function NotificationsDrawer({ open, onClose, list, onRetry, ownProfile }: NotificationsDrawerProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const isMobile = useIsMobile();
  const isTutor = useRoleCode() === ROLE_CODES.tutor;
  const { items, status, error, fresh } = list;

  let body;
  if (items && items.length > 0) {
    body = (
      <ul className={styles.list}>
        {items.map((notification) => (
          <NotificationRow
            key={notification.pvid}
            notification={notification}
            isNew={fresh.has(notification.pvid)}
            href={notificationHref(notification, country, ownProfile)}
            onNavigate={onClose}
          />
        ))}
      </ul>
    );
  } else if (items) {
    body = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <BellOutlined />
        </span>
        <strong>{t('notificationsDrawer.emptyTitle')}</strong>
        <p>{t('notificationsDrawer.emptyBody')}</p>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.state}>
        <Alert
          type="warning"
          showIcon
          title={t('notificationsDrawer.loadFailed')}
          description={describeError(error).message}
          action={
            <Button size="small" onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <div className={styles.state}>
        <Skeleton avatar active paragraph={{ rows: 2 }} />
      </div>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={isMobile ? NOTIFICATION_DRAWER_MOBILE_WIDTH : NOTIFICATION_DRAWER_WIDTH}
      title={t('notifications.title')}
      styles={{ body: { padding: 0 } }}
    >
      <div className={styles.body}>
        {isTutor && <TutorReminder onNavigate={onClose} />}
        {items && status === 'error' && (
          <Alert
            type="warning"
            showIcon
            title={t('notificationsDrawer.loadFailed')}
            className={styles.inlineAlert}
          />
        )}
        {body}
        <div className={styles.footer}>
          <DesktopNotificationsButton />
        </div>
      </div>
    </Drawer>
  );
}
