import { useTranslation } from '../../shared/i18n/use-translation';
import { ErrorPageLayout } from '../../shared/ui/error-page/error-page-layout';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorPageLayout code="500" title={t('messages.error500')} />;
}
