import { PROFILE_SECTIONS, type ProfileSection } from '@ajar/domain';
import type { MyProfile } from '../profile-types';

/** A tutor's own profile with nothing filled in, for editor tests; override what a test needs. */
export function profileFixture(
  overrides: Partial<MyProfile> = {},
  done: readonly ProfileSection[] = [],
): MyProfile {
  return {
    pvid: 'profile-1',
    userPvid: 'user-1',
    userCode: 'nadia-token',
    firstName: 'Nadia',
    lastName: 'Aziz',
    initialName: 'NA',
    email: 'nadia@ajar.test',
    roleCode: 'TTR0',
    tutorKind: 'ACADEMIC',
    country: 'sg',
    currency: 'SGD',
    dob: null,
    phone: null,
    gender: null,
    address: null,
    description: null,
    school: null,
    avatar: null,
    banner: null,
    isOwner: true,
    dateModified: '2025-01-01T00:00:00.000Z',
    completionUser: { pvid: 'completion-1', completionPercent: 0 },
    completionDetail: PROFILE_SECTIONS.map((section) => ({
      pvid: `detail-${section}`,
      profileSection: section,
      complete: done.includes(section),
    })),
    visibleInSearch: false,
    curriculumList: [],
    subjectList: [],
    education: [],
    experience: [],
    certificates: [],
    skills: [],
    otherPlatforms: [],
    videoIntroductionList: [],
    counsellingSubjects: [],
    nonAcademic: [],
    ...overrides,
  };
}
