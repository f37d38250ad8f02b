import { useTranslation } from '../../i18n/use-translation';
import { brandedTitle } from '../../routing/page-meta';
import { useDocumentTitle } from '../use-document-title';
import { ErrorPageLayout } from './error-page-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(brandedTitle(t('errors.notFoundTitle')));
  return <ErrorPageLayout code="404" title={t('messages.error404')} body={t('errors.notFoundBody')} />;
}
