import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { BrandLogo } from '../../../shared/ui/brand-logo';
import { useSession } from '../../../shared/session/use-session';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { HintTip } from '../../../shared/ui/badge';
import { ProductDropdown } from './product-dropdown';
import { PRODUCT_MENU_KEYS } from './product-menu-keys';
import { SearchButton } from './search-button';
import styles from './header.module.css';

// A member's shortcuts, bell and account menu load once someone is signed in (a visitor's first
// view carries none of them).
const SignedInActions = lazy(() =>
  import('./signed-in-actions').then((module) => ({ default: module.SignedInActions })),
);

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
        {PRODUCT_MENU_KEYS.map((key) => (
          <ProductDropdown key={key} menuKey={key} />
        ))}
      </nav>
      <div className={styles.actions}>
        <HintTip label={t('header.search')}>
          <SearchButton />
        </HintTip>
        {isSignedIn ? (
          <Suspense fallback={null}>
            <SignedInActions />
          </Suspense>
        ) : (
          <>
            <Link to={href('login')} className={`${styles.authButton} ${styles.loginButton}`}>
              {t('header.login')}
            </Link>
            <Link to={href('register')} className={`${styles.authButton} ${styles.primaryButton}`}>
              {t('header.signUp')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
