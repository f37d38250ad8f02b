import { Alert } from 'antd';
import { useTranslation } from '../i18n/use-translation';

/** Above a checkout whose provider is a test one (the sandbox): nobody is charged, and the payer is told. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      banner
      showIcon
      title={t('payment.testMode')}
      description={t('payment.testModeBody')}
      style={{ marginBottom: 16 }}
    />
  );
}
