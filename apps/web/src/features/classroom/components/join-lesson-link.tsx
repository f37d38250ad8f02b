import { classroomWindowState } from '@ajar/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { actionClassName } from '../../../shared/ui/button';

/**
 * The booking list's "Join lesson" (and a class session's "Join class", with its `label`): for a lesson or session
 * with a classroom (a booking only while accepted: pass its `status`), from 10 minutes before its start
 * (CLASSROOM_EARLY_ENTRY_MINUTES) to its end, by this device's clock; the room itself checks the server's.
 */
export function JoinLessonLink({
  classUrl,
  status = 'ACCEPTED',
  startTime,
  endTime,
  label,
  now = new Date(),
}: {
  classUrl: string | null | undefined;
  status?: string;
  startTime: string;
  endTime: string;
  label?: string;
  now?: Date;
}) {
  const { t } = useTranslation();
  if (!classUrl || status !== 'ACCEPTED') return null;
  if (classroomWindowState(new Date(startTime), new Date(endTime), now) !== 'OPEN') return null;
  return (
    <Link className={actionClassName({ variant: 'primary' })} to={classUrl}>
      {label ?? t('bookings.list.actions.joinLesson')}
    </Link>
  );
}
