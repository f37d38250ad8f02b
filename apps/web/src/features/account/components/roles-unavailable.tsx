import { Alert, Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

export function RolesUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('auth.register.rolesUnavailable')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
      style={{ marginBottom: 20 }}
    />
  );
}
