import { useState } from 'react';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLogout } from '../../../features/account';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';
import { LogoutOutlined } from '../../../shared/ui/icons';
import { MenuButton, MenuItemButton, MenuItemLink, MenuSeparator } from '../../../shared/ui/menu';
import { useLoadedOnOpen } from '../../../shared/ui/use-loaded-on-open';
import { Avatar } from './header-ui';
import styles from './header.module.css';

// The summary, the links and their icons load when the menu is first opened.
const loadContent = () =>
  Promise.all([import('./account-summary'), import('./account-links')]).then(([summary, links]) => ({
    AccountSummary: summary.AccountSummary,
    accountLinksFor: links.accountLinksFor,
  }));

/** The avatar menu of the signed-in desktop header. */
export function AccountMenu() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const logout = useLogout();
  const { user } = useSession();
  const { profile } = useProfile();
  // Loaded at the first opening (tried again at the next one if that fetch failed), kept after.
  const [open, setOpen] = useState(false);
  const content = useLoadedOnOpen(open, loadContent);
  const roleCode = useRoleCode();
  const initials = profile?.initialName ?? user?.email.charAt(0).toUpperCase();

  return (
    <MenuButton
      aria-label={t('header.accountMenu')}
      className={styles.avatarButton}
      popupClassName={styles.accountPopup}
      menuClassName={styles.accountMenuList}
      align="end"
      onOpenChange={setOpen}
      label={<Avatar size={36} src={profile?.avatar} initials={initials} />}
      header={(close) => content && <content.AccountSummary onNavigate={close} />}
    >
      {content && (
        <>
          {content.accountLinksFor(roleCode).map(({ feature, icon: Icon }) => (
            <MenuItemLink key={feature} to={href(feature)} icon={<Icon />}>
              {t(`features.${feature}`)}
            </MenuItemLink>
          ))}
          <MenuSeparator />
          <MenuItemButton icon={<LogoutOutlined />} danger onClick={() => void logout()}>
            {t('header.logout')}
          </MenuItemButton>
        </>
      )}
    </MenuButton>
  );
}
