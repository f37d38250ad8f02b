import { CalendarOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES, type CountryCode } from '@ajar/domain';
import { Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { BookingDialog, NextAvailable } from '../../bookings';
import { GoogleSyncPrompt } from '../../calendar-sync';
import { LoginPromptModal } from '../../../shared/profile/login-prompt-modal';
import { ProfileSection } from '../../../shared/profile/profile-section';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import styles from './tutor-calendar.module.css';

// The calendar (antd's Calendar with the date picker's panels, Select and Radio) is a chunk of its own,
// fetched as the profile renders; until it is in, the skeleton it shows while its month loads.
const TutorCalendar = lazy(() =>
  import('./tutor-calendar').then((module) => ({ default: module.TutorCalendar })),
);
const calendarLoading = <Skeleton active paragraph={{ rows: 6 }} />;

/** A tutor's calendar section: shown to visitors when there is something to book, always to the owner. */
export function shouldShowCalendar(profile: PublicProfile): boolean {
  if (profile.roleCode !== ROLE_CODES.tutor) return false;
  return profile.isOwner || profile.subjectList.some((subject) => subject.levels.length > 0);
}

interface TutorCalendarSectionProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
}

/** The profile's Calendar: the owner also gets the Google sync prompt; a guest who picks a day is asked to log in. */
export function TutorCalendarSection({ profile, market }: TutorCalendarSectionProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  // The day stays after closing, so the dialog can animate out with it.
  const [picked, setPicked] = useState<{ day: string; open: boolean } | null>(null);
  if (!shouldShowCalendar(profile)) return null;

  const tutorName = `${profile.firstName} ${profile.lastName}`;
  const open = picked?.open ?? false;
  const close = () => setPicked((current) => current && { ...current, open: false });
  return (
    <ProfileSection id="calendar" title={t('tutorCalendar.title')} icon={<CalendarOutlined />}>
      <div className={styles.section}>
        {profile.isOwner && <GoogleSyncPrompt />}
        {/* The next free times first, each a shortcut into the booking dialog on its day. */}
        {!profile.isOwner && (
          <NextAvailable
            tutorId={profile.userPvid}
            market={market}
            onPick={(day) => setPicked({ day, open: true })}
          />
        )}
        <Suspense fallback={calendarLoading}>
          <TutorCalendar
            tutorUserPvid={profile.userPvid}
            isOwner={profile.isOwner}
            market={market}
            onBookDay={(day) => setPicked({ day, open: true })}
          />
        </Suspense>
      </div>
      {!profile.isOwner &&
        (isSignedIn ? (
          // Keyed by the day: the dialog's form takes the day only when it is first made.
          <BookingDialog
            key={picked?.day ?? 'none'}
            open={open}
            profile={profile}
            market={market}
            initialDay={picked?.day}
            onClose={close}
          />
        ) : (
          <LoginPromptModal open={open} tutorName={tutorName} onClose={close} />
        ))}
    </ProfileSection>
  );
}
