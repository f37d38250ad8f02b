import {
  isCountryCode,
  PROFILE_SECTIONS,
  ROLE_CODES,
  type CountryCode,
  type ProfileSection,
} from '@ajar/domain';
import type { MyProfile } from './profile-types';

/** The element id of each completion section on profile/me, for the checklist's links. */
export const SECTION_ANCHORS: Readonly<Record<ProfileSection, string>> = {
  BasicProfile: 'about-me',
  Subjects: 'subjects',
  Education: 'education',
  Experience: 'experience',
  Certificate: 'certifications',
  IntroductionVideo: 'introduction-videos',
  Skill: 'skills',
};

export const EXTRA_ANCHORS = {
  curriculum: 'curriculum',
  otherPlatforms: 'other-platforms',
} as const;

export function isTutorProfile(profile: Pick<MyProfile, 'roleCode'>): boolean {
  return profile.roleCode === ROLE_CODES.tutor;
}

/** Whether the server counts a section as complete. */
export function isSectionDone(
  profile: Pick<MyProfile, 'completionDetail'>,
  section: ProfileSection,
): boolean {
  return profile.completionDetail.some((detail) => detail.profileSection === section && detail.complete);
}

/** The spec's seven sections in its order, each with whether it is done (missing rows count as undone). */
export function completionChecklist(
  details: readonly { profileSection: string; complete: boolean }[],
): { section: ProfileSection; done: boolean }[] {
  return PROFILE_SECTIONS.map((section) => ({
    section,
    done: details.some((detail) => detail.profileSection === section && detail.complete),
  }));
}

/** The market whose currency and phone code the profile uses. */
export function profileMarket(profile: Pick<MyProfile, 'country'>, fallback: CountryCode): CountryCode {
  return isCountryCode(profile.country) ? profile.country : fallback;
}

/** Scrolls a section into view (below the sticky header) and moves focus to its heading. */
export function scrollToSection(anchor: string): void {
  const element = document.getElementById(anchor);
  if (!element) return;
  element.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const heading = element.querySelector<HTMLElement>('h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}
