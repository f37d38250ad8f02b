import { ShareAltOutlined } from '../ui/icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { showErrorText, showSuccess } from '../feedback/toast';
import { Button, type ButtonProps } from '../ui/button';
import { shareLink, type ShareData } from './share-link';

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
    else if (outcome === 'unsupported') showErrorText(t('messages.shareUnsupported'));
  };

  return (
    <Button icon={<ShareAltOutlined />} {...buttonProps} loading={busy} onClick={() => void onClick()}>
      {children ?? t('publicProfile.share')}
    </Button>
  );
}
