import { SearchOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button-link';
import { Link } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useSession } from '../../../shared/session/use-session';
import { useFeatureHref } from '../../use-feature-href';
import { AccountMenu } from './account-menu';
import { HEADER_SHORTCUTS } from './header-shortcuts';
import { ProductDropdown } from './product-dropdown';
import { PRODUCT_MENUS } from './product-menus';
import { ShortcutLink } from './shortcut-link';
import styles from './header.module.css';

export function DesktopHeader() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();

  return (
    <div className={styles.bar}>
      <Link to={href('home')} className={styles.logoLink} aria-label={t('header.home')}>
        <BrandLogo />
      </Link>
      <nav className={styles.productNav} aria-label={t('header.products')}>
        {PRODUCT_MENUS.map((menu) => (
          <ProductDropdown key={menu.key} menu={menu} />
        ))}
      </nav>
      <div className={styles.actions}>
        <Tooltip title={t('header.search')}>
          <Link to={href('search')} className={styles.iconButton} aria-label={t('header.search')}>
            <SearchOutlined />
          </Link>
        </Tooltip>
        {isSignedIn ? (
          <>
            {HEADER_SHORTCUTS.map((shortcut) => (
              <ShortcutLink key={shortcut.feature} shortcut={shortcut} />
            ))}
            <AccountMenu />
          </>
        ) : (
          <>
            <ButtonLink to={href('login')} type="text" className={styles.loginButton}>
              {t('header.login')}
            </ButtonLink>
            <ButtonLink to={href('register')} type="primary">
              {t('header.signUp')}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}
