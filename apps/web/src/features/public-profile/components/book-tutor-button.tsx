import { CalendarOutlined } from '../../../shared/ui/icons';
import { useState } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CountryCode } from '@ajar/domain';
import { useSession } from '../../../shared/session/use-session';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { Button } from '../../../shared/ui/button';
import { loadBookingDialog } from '../../bookings';
import { useOnDemand } from '../hooks/use-on-demand';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { LoginPromptModal } from '../../../shared/profile/login-prompt-modal';

// The booking dialog (antd's Form, DatePicker, Select, Modal) loads with antd's scope and its texts on
// the first click.
const loadScopedBookingDialog = withAntdScope(() =>
  Promise.all([loadBookingDialog(), loadNamespaces(['bookings'])]).then(([BookingDialog]) => BookingDialog),
);

interface BookTutorButtonProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
}

function BookingDialogButton({ profile, market, label }: BookTutorButtonProps & { label: string }) {
  const dialog = useOnDemand(loadScopedBookingDialog);
  const BookingDialog = dialog.loaded;
  return (
    <>
      <Button
        variant="primary"
        size="large"
        block
        icon={<CalendarOutlined />}
        loading={dialog.loading}
        onClick={dialog.show}
      >
        {label}
      </Button>
      {BookingDialog && (
        <BookingDialog open={dialog.open} profile={profile} market={market} onClose={dialog.hide} />
      )}
    </>
  );
}

/** Signed in: the booking dialog. Signed out: the login prompt. */
export function BookTutorButton({ profile, market }: BookTutorButtonProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const [prompting, setPrompting] = useState(false);
  const label = t('publicProfile.bookTutor');
  const tutorName = `${profile.firstName} ${profile.lastName}`;

  if (isSignedIn) return <BookingDialogButton profile={profile} market={market} label={label} />;
  return (
    <>
      <Button
        variant="primary"
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
