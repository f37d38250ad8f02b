import { LockOutlined } from '../ui/icons';
import { Modal } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { useFeatureHref } from '../routing/use-feature-href';
import { ButtonLink } from '../ui/button-link';
import type { LoginPromptModalProps } from './login-prompt-modal';
import styles from './login-prompt-dialog.module.css';

/** The login prompt itself (antd's Modal): loaded by LoginPromptModal when first opened. */
export function LoginPromptDialog({
  open,
  tutorName,
  title,
  redirect: back,
  onClose,
}: LoginPromptModalProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { pathname, search } = useLocation();
  const redirect = { redirect: back ?? pathname + search };
  const heading = title ?? t('publicProfile.loginPrompt.title', { name: tutorName });
  return (
    // The icon and the heading are the dialog's title, which names it for screen readers.
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      width={420}
      destroyOnHidden
      classNames={{ header: styles.promptHeader }}
      title={
        <div className={styles.promptHead}>
          <span className={styles.promptIcon} aria-hidden="true">
            <LockOutlined />
          </span>
          <h2 className={styles.promptTitle}>{heading}</h2>
        </div>
      }
    >
      <div className={styles.prompt}>
        <p className={styles.promptBody}>{t('publicProfile.loginPrompt.body')}</p>
        <div className={styles.promptActions}>
          <ButtonLink to={href('login', redirect)} type="primary" size="large" block>
            {t('publicProfile.loginPrompt.login')}
          </ButtonLink>
          <ButtonLink to={href('register', redirect)} size="large" block>
            {t('publicProfile.loginPrompt.signUp')}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
