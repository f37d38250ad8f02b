import { Alert, Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { describeError } from '../../../shared/feedback/toast';

/** A list or page that did not load: what failed, the server's reason when it gave one, and a retry. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={describeError(error).message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}
