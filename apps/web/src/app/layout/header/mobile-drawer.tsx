import { LogoutOutlined } from '../../../shared/ui/icons';
import { Badge, Drawer, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Link } from 'react-router';
import { useLogout } from '../../../features/account';
import { useFavourites } from '../../../features/favourites';
import { useNotificationCenter } from '../../../features/notifications';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { accountLinksFor } from './account-links';
import { AccountSummary } from './account-summary';
import { HEADER_SHORTCUTS, type ShortcutFeature } from './header-shortcuts';
import { PRODUCT_MENUS } from './product-menus';
import { TutorSearchBox } from './tutor-search-box';
import styles from './header.module.css';

const DRAWER_WIDTH = 320;

interface MobileDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The chat badge (the header keeps it live). */
  readonly chatCount?: number;
}

/** The mobile header's side drawer: the desktop header's items, plus a tutor search. */
export function MobileDrawer({ open, onClose, chatCount }: MobileDrawerProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const logout = useLogout();
  const { isSignedIn, user } = useSession();
  const { profile } = useProfile();
  const roleCode = profile?.roleCode ?? user?.role.code ?? null;
  const favouriteCount = useFavourites().ids.size;
  const notifications = useNotificationCenter();
  const counts: Partial<Record<ShortcutFeature, number>> = {
    favourites: favouriteCount,
    chats: chatCount,
    notifications: notifications.unread,
  };

  const productGroups: MenuProps['items'] = PRODUCT_MENUS.map((menu) => ({
    key: menu.key,
    label: t(`header.${menu.key}`),
    children: menu.items.map(({ feature, icon: Icon }) => ({
      key: feature,
      icon: <Icon />,
      label: <Link to={href(feature)}>{t(`features.${feature}`)}</Link>,
    })),
  }));

  const accountItems: MenuProps['items'] = isSignedIn
    ? [
        { type: 'divider' as const },
        ...HEADER_SHORTCUTS.map(({ feature, icon: Icon }) => {
          const count = counts[feature] ?? 0;
          const badge = count > 0 && <Badge count={count} size="small" className={styles.drawerBadge} />;
          // The notifications open their drawer in place: they have no page.
          return feature === 'notifications'
            ? {
                key: feature,
                icon: <Icon />,
                label: (
                  <span>
                    {t(`features.${feature}`)}
                    {badge}
                  </span>
                ),
                onClick: notifications.openDrawer,
              }
            : {
                key: feature,
                icon: <Icon />,
                label: (
                  <Link to={href(feature)}>
                    {t(`features.${feature}`)}
                    {badge}
                  </Link>
                ),
              };
        }),
        { type: 'divider' as const },
        ...accountLinksFor(roleCode).map(({ feature, icon: Icon }) => ({
          key: `account-${feature}`,
          icon: <Icon />,
          label: <Link to={href(feature)}>{t(`features.${feature}`)}</Link>,
        })),
        {
          key: 'logout',
          icon: <LogoutOutlined />,
          danger: true,
          label: t('header.logout'),
          onClick: () => void logout(),
        },
      ]
    : [];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={DRAWER_WIDTH}
      title={<BrandLogo size={24} />}
      styles={{ body: { padding: 0 } }}
    >
      <div className={styles.drawerSection}>
        <TutorSearchBox onSearch={onClose} />
      </div>
      {isSignedIn ? (
        <div className={styles.drawerSection}>
          <AccountSummary onNavigate={onClose} />
        </div>
      ) : (
        <div className={`${styles.drawerSection} ${styles.drawerAuth}`}>
          <ButtonLink to={href('login')} onClick={onClose} block>
            {t('header.login')}
          </ButtonLink>
          <ButtonLink to={href('register')} onClick={onClose} type="primary" block>
            {t('header.signUp')}
          </ButtonLink>
        </div>
      )}
      <Menu
        mode="inline"
        selectable={false}
        items={[...(productGroups ?? []), ...(accountItems ?? [])]}
        onClick={onClose}
        className={styles.drawerMenu}
      />
    </Drawer>
  );
}
