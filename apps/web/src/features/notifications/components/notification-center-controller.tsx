import { BRAND, NOTIFICATION_PAGE_MAX } from '@ajar/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useClient, type CombinedError } from 'urql';
import {
  CountUnreadNotificationsDocument,
  ListNotificationDocument,
  MakeNotificationsAsReadDocument,
  NotificationAddedDocument,
} from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { useLiveSubscription, useWsReconnected } from '../../chats';
import { showDesktopNotification } from '../desktop-notifications';
import { notificationHref, type OwnProfileRef } from '../notification-link';
import { notificationSentence } from '../notification-text';
import type { AppNotification } from '../notification-types';
import { presentItems } from '../../../shared/api/present-items';
import { useLoadedOnOpen } from '../../../shared/ui/use-loaded-on-open';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import type { NotificationCenter } from './notification-center-context';

// The drawer (antd's Drawer, Alert, Skeleton) loads when first opened, with antd's scope.
const loadDrawer = withAntdScope(() =>
  import('./notifications-drawer').then((module) => module.NotificationsDrawer),
);

export interface NotificationList {
  readonly items: readonly AppNotification[] | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly error: CombinedError | null;
  /** Unread when the drawer opened: shown as new although already marked read. */
  readonly fresh: ReadonlySet<string>;
}

const EMPTY_LIST: NotificationList = { items: null, status: 'idle', error: null, fresh: new Set() };

/**
 * The bell of a signed-in member: countUnreadNotifications on load, notificationAdded live (a desktop
 * alert when the page is hidden), and the drawer. Spec section 4: opening it marks every unread id read
 * and the badge drops to 0 at once. Reports its state to the provider through `onChange`.
 */
export function NotificationCenterController({
  onChange,
  openAtOnce,
}: {
  readonly onChange: (center: NotificationCenter | null) => void;
  /** The bell was clicked before this code arrived: open the drawer as it mounts. */
  readonly openAtOnce: boolean;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const country = useCountry();
  const { isSignedIn } = useSession();
  const { profile } = useProfile();
  const [unread, setUnread] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const NotificationsDrawer = useLoadedOnOpen(open, loadDrawer);
  const [list, setList] = useState<NotificationList>(EMPTY_LIST);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  const ownProfile: OwnProfileRef | null = profile
    ? {
        userCode: profile.userCode,
        userPvid: profile.userPvid,
        firstName: profile.firstName,
        lastName: profile.lastName,
      }
    : null;

  const loadCount = useCallback(() => {
    void client
      .query(CountUnreadNotificationsDocument, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.data && !openRef.current) setUnread(result.data.countUnreadNotifications);
      });
  }, [client]);

  const markRead = useCallback(
    (ids: readonly string[]) => {
      if (ids.length > 0) {
        void client.mutation(MakeNotificationsAsReadDocument, { notificationIds: [...ids] }).toPromise();
      }
    },
    [client],
  );

  useEffect(() => {
    if (isSignedIn) loadCount();
    else {
      setUnread(null);
      setOpen(false);
      setList(EMPTY_LIST);
    }
  }, [isSignedIn, loadCount]);
  useWsReconnected(loadCount, isSignedIn);

  const loadList = useCallback(async () => {
    setList((current) => ({ ...current, status: 'loading', error: null }));
    const result = await client
      .query(ListNotificationDocument, { limit: NOTIFICATION_PAGE_MAX }, { requestPolicy: 'network-only' })
      .toPromise();
    const items = presentItems(result.data?.listNotification);
    if (!items) {
      setList((current) => ({ ...current, status: 'error', error: result.error ?? null }));
      return;
    }
    const unreadIds = items.filter((item) => !item.read).map((item) => item.pvid);
    setList({
      items: items.map((item) => (item.read ? item : { ...item, read: true, status: 'SEEN' })),
      status: 'ready',
      error: null,
      fresh: new Set(unreadIds),
    });
    markRead(unreadIds);
  }, [client, markRead]);

  const openDrawer = useCallback(() => {
    setOpen(true);
    setUnread(0);
    void loadList();
  }, [loadList]);
  const closeDrawer = useCallback(() => setOpen(false), []);

  useLiveSubscription(
    NotificationAddedDocument,
    {},
    ({ notificationAdded: added }) => {
      if (openRef.current) {
        // In front of the reader already: read on arrival.
        setList((current) => ({
          ...current,
          items: [
            { ...added, read: true, status: 'SEEN' },
            ...(current.items ?? []).filter((item) => item.pvid !== added.pvid),
          ],
          fresh: new Set([...current.fresh, added.pvid]),
        }));
        markRead([added.pvid]);
      } else {
        setUnread((count) => (count ?? 0) + 1);
      }
      const href = notificationHref(added, country, ownProfile);
      showDesktopNotification({
        title: BRAND.name,
        body: notificationSentence(t, added),
        tag: added.pvid,
        onClick: href ? () => void navigate(href) : undefined,
      });
    },
    !isSignedIn,
  );

  const center = useMemo<NotificationCenter>(
    () => ({ unread: isSignedIn ? (unread ?? undefined) : undefined, open, openDrawer, closeDrawer }),
    [isSignedIn, unread, open, openDrawer, closeDrawer],
  );

  useEffect(() => {
    onChange(center);
  }, [center, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  const openedAtOnce = useRef(false);
  useEffect(() => {
    if (!openAtOnce || openedAtOnce.current) return;
    openedAtOnce.current = true;
    openDrawer();
  }, [openAtOnce, openDrawer]);

  if (!isSignedIn || !NotificationsDrawer) return null;
  return (
    <NotificationsDrawer
      open={open}
      onClose={closeDrawer}
      list={list}
      onRetry={() => void loadList()}
      ownProfile={ownProfile}
    />
  );
}
