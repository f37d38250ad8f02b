import type { PublicProfile } from '../../shared/profile/public-profile-types';

/** Every hourly price the tutor lists (academic levels, counselling, lifelong), in minor units. */
export function allHourlyPrices(profile: PublicProfile): number[] {
  return [
    ...profile.subjectList.flatMap((subject) => subject.levels.map((level) => level.pricePerHour)),
    ...profile.counsellingSubjects.map((subject) => subject.pricePerHour),
    ...profile.nonAcademic.flatMap((category) => category.subNonAcademic.map((sub) => sub.pricePerHour)),
  ];
}

/** The lowest hourly price, or null when the tutor lists none. */
export function lowestHourlyPrice(profile: PublicProfile): number | null {
  const prices = allHourlyPrices(profile);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export function offeredSubjectCount(profile: PublicProfile): number {
  return (
    profile.subjectList.length +
    profile.counsellingSubjects.length +
    profile.nonAcademic.reduce((sum, category) => sum + category.subNonAcademic.length, 0)
  );
}
