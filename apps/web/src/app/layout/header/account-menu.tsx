import { LogoutOutlined } from '../../../shared/ui/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../../features/account';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { accountLinksFor } from './account-links';
import { AccountSummary } from './account-summary';
import styles from './header.module.css';

/** The avatar menu of the signed-in desktop header. */
export function AccountMenu() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const logout = useLogout();
  const { user } = useSession();
  const { profile } = useProfile();
  const [open, setOpen] = useState(false);
  const roleCode = profile?.roleCode ?? user?.role.code ?? null;

  const items: MenuProps['items'] = [
    ...accountLinksFor(roleCode).map(({ feature, icon: Icon }) => ({
      key: feature,
      icon: <Icon />,
      label: <Link to={href(feature)}>{t(`features.${feature}`)}</Link>,
    })),
    { type: 'divider' as const },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: t('header.logout'),
      onClick: () => void logout(),
    },
  ];

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: () => setOpen(false) }}
      popupRender={(menu) => (
        <div className={styles.accountPopup}>
          <AccountSummary onNavigate={() => setOpen(false)} />
          {menu}
        </div>
      )}
    >
      <button type="button" className={styles.avatarButton} aria-label={t('header.accountMenu')}>
        <Avatar size={36} src={profile?.avatar ?? undefined} alt="" className={styles.avatar}>
          {profile?.initialName ?? user?.email.charAt(0).toUpperCase()}
        </Avatar>
      </button>
    </Dropdown>
  );
}
