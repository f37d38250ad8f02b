import { countryPath, READS_ROUTES } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { CheckCircleFilled } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import styles from './reads-pages.module.css';

/** /{country}/reads/success: the article went to the team for review. */
export function ReadsSuccessPage() {
  const { t } = useTranslation();
  const country = useCountry();
  useDocumentTitle(brandedTitle(t('reads.meta.success.title')));
  return (
    <PageFrame
      icon={<CheckCircleFilled />}
      title={t('reads.success.title')}
      subtitle={t('reads.success.body')}
    >
      <div className={styles.links}>
        <ActionLink to={countryPath(country, READS_ROUTES.list)} variant="primary">
          {t('reads.success.list')}
        </ActionLink>
        <ActionLink to={countryPath(country, READS_ROUTES.create)}>{t('reads.success.write')}</ActionLink>
      </div>
    </PageFrame>
  );
}
