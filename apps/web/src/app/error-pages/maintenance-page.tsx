import { ReloadOutlined } from '../../shared/ui/icons';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { ErrorPageLayout } from '../../shared/ui/error-page/error-page-layout';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout
      code="502"
      title={t('messages.error502')}
      body={t('errors.maintenanceBody')}
      extraAction={
        <Button size="large" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
