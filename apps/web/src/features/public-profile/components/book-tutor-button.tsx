import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureHref } from '../../../app/use-feature-href';
import { useSession } from '../../../shared/session/use-session';
import { ButtonLink } from '../../../shared/ui/button-link';
import { LoginPromptModal } from './login-prompt-modal';

/** Signed in: booking (a later issue, so launching-soon for now). Signed out: the login prompt. */
export function BookTutorButton({ tutorName }: { tutorName: string }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();
  const [prompting, setPrompting] = useState(false);
  const label = t('publicProfile.bookTutor');

  if (isSignedIn) {
    return (
      <ButtonLink to={href('bookTutor')} type="primary" size="large" block icon={<CalendarOutlined />}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        icon={<CalendarOutlined />}
        onClick={() => setPrompting(true)}
      >
        {label}
      </Button>
      <LoginPromptModal open={prompting} tutorName={tutorName} onClose={() => setPrompting(false)} />
    </>
  );
}
