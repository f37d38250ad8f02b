import { CalendarOutlined } from '../../../shared/ui/icons';
import { useEffect, useRef } from 'react';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CountryCode } from '@ajar/domain';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import { Button } from '../../../shared/ui/button';
import { loadBookingDialog } from '../../bookings';
import { useOnDemand } from '../hooks/use-on-demand';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';

// The booking dialog (antd's Form, DatePicker, Select, Modal) loads with antd's scope and its texts on
// the first click.
const loadScopedBookingDialog = withAntdScope(() =>
  Promise.all([loadBookingDialog(), loadNamespaces(['bookings'])]).then(([BookingDialog]) => BookingDialog),
);

interface BookTutorButtonProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
  /** The one button of the page that opens a held lesson's dialog by itself. */
  readonly opensHeld?: boolean;
}

/**
 * 'Book tutor': the booking dialog, for guests too (booking itself asks them to sign up or log in). An address
 * holding a lesson chosen before signing up ('?book=…') opens the dialog on it at once.
 */
export function BookTutorButton({ profile, market, opensHeld = false }: BookTutorButtonProps) {
  const { t } = useTranslation();
  const dialog = useOnDemand(loadScopedBookingDialog);
  const BookingDialog = dialog.loaded;
  const { show } = dialog;
  const looked = useRef(false);
  useEffect(() => {
    if (!opensHeld || looked.current) return;
    looked.current = true;
    if (new URLSearchParams(window.location.search).has('book')) show();
  });
  return (
    <>
      <Button
        variant="primary"
        size="large"
        block
        icon={<CalendarOutlined />}
        loading={dialog.loading}
        onClick={show}
      >
        {t('publicProfile.bookTutor')}
      </Button>
      {BookingDialog && (
        <BookingDialog open={dialog.open} profile={profile} market={market} onClose={dialog.hide} />
      )}
    </>
  );
}
