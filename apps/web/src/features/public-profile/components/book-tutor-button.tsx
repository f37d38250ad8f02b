import { CalendarOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@ajar/domain';
import { useSession } from '../../../shared/session/use-session';
import { BookingDialog } from '../../bookings';
import type { PublicProfile } from '../public-profile-types';
import { LoginPromptModal } from './login-prompt-modal';

/** Signed in: the booking dialog. Signed out: the login prompt. */
export function BookTutorButton({ profile, market }: { profile: PublicProfile; market: CountryCode }) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const [prompting, setPrompting] = useState(false);
  const [booking, setBooking] = useState(false);
  const label = t('publicProfile.bookTutor');
  const tutorName = `${profile.firstName} ${profile.lastName}`;

  if (isSignedIn) {
    return (
      <>
        <Button
          type="primary"
          size="large"
          block
          icon={<CalendarOutlined />}
          onClick={() => setBooking(true)}
        >
          {label}
        </Button>
        <BookingDialog open={booking} profile={profile} market={market} onClose={() => setBooking(false)} />
      </>
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
