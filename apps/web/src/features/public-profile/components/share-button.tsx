import { ShareAltOutlined } from '../../../shared/ui/icons';
import { TOAST_ERROR_DURATION_MS } from '@ajar/domain';
import { Button, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdMessage } from '../../../shared/feedback/antd-api';
import { showSuccess } from '../../../shared/feedback/toast';
import { shareLink, type ShareData } from '../share-link';

interface ShareButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  readonly data: ShareData;
  readonly children?: ReactNode;
}

/** Shares a link (share sheet, else copy) and says how it went, in the spec's words. */
export function ShareButton({ data, children, ...buttonProps }: ShareButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    const outcome = await shareLink(data);
    setBusy(false);
    if (outcome === 'shared') showSuccess(t('messages.shareSuccess'));
    else if (outcome === 'copied') showSuccess(t('messages.copiedSuccess'));
    else if (outcome === 'unsupported')
      void antdMessage().error(t('messages.shareUnsupported'), TOAST_ERROR_DURATION_MS / 1000);
  };

  return (
    <Button icon={<ShareAltOutlined />} {...buttonProps} loading={busy} onClick={() => void onClick()}>
      {children ?? t('publicProfile.share')}
    </Button>
  );
}
