import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/use-session';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useFeatureHref } from '../../use-feature-href';
import { MobileDrawer } from './mobile-drawer';
import styles from './header.module.css';

export function MobileHeader() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();
  const [open, setOpen] = useState(false);

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuOutlined />
      </button>
      <Link to={href('home')} className={styles.logoLink} aria-label={t('header.home')}>
        <BrandLogo size={26} />
      </Link>
      <div className={styles.actions}>
        <Link to={href('search')} className={styles.iconButton} aria-label={t('header.search')}>
          <SearchOutlined />
        </Link>
        {!isSignedIn && (
          <Link to={href('login')} className={styles.mobileLogin}>
            {t('header.login')}
          </Link>
        )}
      </div>
      <MobileDrawer open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
