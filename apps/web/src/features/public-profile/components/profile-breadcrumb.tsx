import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import styles from '../public-profile.module.css';

/** Spec section 2's labels: Browse tutors > Tutors > {name}. */
export function ProfileBreadcrumb({ name }: { name: string }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <Breadcrumb
      aria-label={t('publicProfile.breadcrumbLabel')}
      className={styles.breadcrumb}
      items={[
        { title: <Link to={href('browseTutors')}>{t('publicProfile.breadcrumbBrowse')}</Link> },
        { title: <Link to={href('browseTutors')}>{t('publicProfile.breadcrumbTutors')}</Link> },
        { title: <span aria-current="page">{name}</span> },
      ]}
    />
  );
}
