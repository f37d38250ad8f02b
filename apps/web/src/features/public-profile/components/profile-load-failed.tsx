import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The profile could not be loaded: the reason and a retry (antd's Result, a chunk the page loads only then). */
export function ProfileLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('publicProfile.loadFailedTitle')}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
