import { ROLE_CODES, type CountryCode } from '@ajar/domain';
import { lazy, Suspense } from 'react';
import { CalendarOutlined } from '../../../shared/ui/icons';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { withAntdScope } from '../../../shared/ui/antd-scope-loader';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { ProfileSection } from '../../../shared/profile/profile-section';
import { SkeletonLines } from './skeleton-lines';
import { WhenNearView } from './when-near-view';

// The calendar section (antd's Calendar, the booking dialog, the sync prompt) loads with antd's scope
// once the reader nears it, with the texts of the dialog and the owner's sync prompt: the profile's first
// view draws none of it.
const loadCalendarSection = withAntdScope(() =>
  Promise.all([import('../../tutor-calendar'), loadNamespaces(['bookings', 'calendarSync'])]).then(
    ([module]) => module.TutorCalendarSection,
  ),
);
const CalendarSection = lazy(() => loadCalendarSection().then((Section) => ({ default: Section })));

/** The tutor-calendar area's rule for showing the section (tutor-calendar-section.tsx), read before its code is in. */
function calendarShown(profile: PublicProfile): boolean {
  if (profile.roleCode !== ROLE_CODES.tutor) return false;
  return profile.isOwner || profile.subjectList.some((subject) => subject.levels.length > 0);
}

interface CalendarSectionSlotProps {
  readonly profile: PublicProfile;
  readonly market: CountryCode;
}

/** Where the calendar goes: the section's frame with a loading month until its code is in. */
export function CalendarSectionSlot({ profile, market }: CalendarSectionSlotProps) {
  const { t } = useTranslation();
  if (!calendarShown(profile)) return null;
  const placeholder = (
    <ProfileSection id="calendar" title={t('tutorCalendar.title')} icon={<CalendarOutlined />}>
      <div aria-busy="true">
        <SkeletonLines count={6} />
      </div>
    </ProfileSection>
  );
  return (
    <WhenNearView placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <CalendarSection profile={profile} market={market} />
      </Suspense>
    </WhenNearView>
  );
}
