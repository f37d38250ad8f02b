import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from '../../shared/ui/error-page/error-page-layout';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorPageLayout code="500" title={t('messages.error500')} />;
}
