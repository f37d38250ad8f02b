import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import styles from './profile-breadcrumb.module.css';

/** Spec section 2's labels: Browse tutors > Tutors > {name}. */
export function ProfileBreadcrumb({ name }: { name: string }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <nav aria-label={t('publicProfile.breadcrumbLabel')} className={styles.breadcrumb}>
      <ol className={styles.trail}>
        <li>
          <Link to={href('browseTutors')}>{t('publicProfile.breadcrumbBrowse')}</Link>
        </li>
        <li>
          <Link to={href('browseTutors')}>{t('publicProfile.breadcrumbTutors')}</Link>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}
