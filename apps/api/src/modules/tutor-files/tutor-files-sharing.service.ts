import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { bookingsEndingAfter, findBookingWithParties } from '../booking';
import { openClassesOfTutor } from '../classes';
import { deleteShare, insertShare, ownFile } from './tutor-files.queries';
import { assertKeepsFiles, tutorFileView } from './tutor-files.service';
import type { ShareTargetsView, TutorFileView } from './tutor-files.shapes';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back a booking still counts as one to share files with. */
const SHARE_BOOKINGS_BACK_DAYS = 90;

const badTarget = () =>
  new DomainError('BAD_USER_INPUT', 'tutorFileShareTargetInvalid', { target: 'tutorFileShareTargetInvalid' });

/** tutorFileShareTargets: the tutor's lessons of the last 90 days and ahead, and open group classes. */
export async function shareTargetsOf(deps: Deps, viewer: Viewer): Promise<ShareTargetsView> {
  assertKeepsFiles(viewer);
  const since = new Date(deps.clock.now().getTime() - SHARE_BOOKINGS_BACK_DAYS * DAY_MS);
  const [lessons, classes] = await Promise.all([
    bookingsEndingAfter(deps.db, viewer.userId, 'tutor', ['PAID', 'ACCEPTED', 'DONE'], since),
    openClassesOfTutor(deps.db, viewer.userId),
  ]);
  return {
    bookings: lessons.map(({ booking, student }) => ({
      bookingId: booking.id,
      studentName: `${student.firstName} ${student.lastName}`.trim(),
      startTime: booking.startTime,
    })),
    classes: classes.map((row) => ({ classId: row.id, title: row.title })),
  };
}

/**
 * shareTutorFile: shares one of the tutor's files with the student of one of their bookings, or with one of
 * their group classes (whoever is enrolled). Sharing again with the same one changes nothing.
 */
export async function shareTutorFile(
  deps: Deps,
  viewer: Viewer,
  input: { readonly fileId: string; readonly bookingId?: string | null; readonly classId?: string | null },
): Promise<TutorFileView> {
  assertKeepsFiles(viewer);
  const { fileId, bookingId, classId } = input;
  if (!isPvid(fileId)) throw new DomainError('NOT_FOUND', 'notFound');
  const file = await ownFile(deps.db, fileId, viewer.userId);
  if (!file) throw new DomainError('NOT_FOUND', 'notFound');
  if (Boolean(bookingId) === Boolean(classId)) throw badTarget();
  if (bookingId) {
    const found = isPvid(bookingId) ? await findBookingWithParties(deps.db, bookingId) : undefined;
    if (!found || found.booking.tutorId !== viewer.userId) throw badTarget();
    const studentName = `${found.student.firstName} ${found.student.lastName}`.trim();
    await insertShare(deps.db, {
      fileId,
      recipientUserId: found.booking.studentId,
      bookingId,
      classId: null,
      label: studentName,
    });
  } else if (classId) {
    const own = isPvid(classId) ? await openClassesOfTutor(deps.db, viewer.userId) : [];
    const target = own.find((row) => row.id === classId);
    if (!target) throw badTarget();
    await insertShare(deps.db, {
      fileId,
      recipientUserId: null,
      bookingId: null,
      classId,
      label: target.title,
    });
  }
  return tutorFileView(deps, file);
}

/** unshareTutorFile: the people of that share can no longer see or download the file. */
export async function unshareTutorFile(deps: Deps, viewer: Viewer, shareId: string): Promise<void> {
  assertKeepsFiles(viewer);
  if (!isPvid(shareId) || !(await deleteShare(deps.db, shareId, viewer.userId)))
    throw new DomainError('NOT_FOUND', 'notFound');
}
