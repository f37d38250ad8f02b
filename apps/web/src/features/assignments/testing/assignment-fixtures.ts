import type { GetProfileQuery } from '../../../gql/graphql';
import type { AssignmentAcceptanceRow, AssignmentItem } from '../assignment-types';

export const ASSIGNMENT_ID = '11111111-2222-4333-8444-555555555555';
export const SUBJECT_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const CURRICULUM_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
export const DETAIL_PATH = `/sg/assignments/O-Level-Maths--${ASSIGNMENT_ID}`;

export const STUDENT = { pvid: 'student-1', email: 'nadia@ajar.test', country: 'sg', roleCode: 'STDN' };
export const TUTOR = { pvid: 'tutor-1', email: 'tutor@ajar.test', country: 'sg', roleCode: 'TTR0' };

export function person(userPvid: string, firstName: string, lastName = 'Tan') {
  return {
    __typename: 'AssignmentPerson',
    userPvid,
    userCode: `${userPvid}-code`,
    firstName,
    lastName,
    avatarUrl: null,
  };
}

export function acceptance(
  pvid: string,
  firstName: string,
  overrides: Partial<AssignmentAcceptanceRow> = {},
): AssignmentAcceptanceRow {
  return {
    __typename: 'AssignmentAcceptance',
    pvid,
    isApply: false,
    isAccept: null,
    broadcasted: true,
    updatedAt: '2025-03-02T02:00:00.000Z',
    tutor: person(`user-${pvid}`, firstName),
    ...overrides,
  } as AssignmentAcceptanceRow;
}

export function assignment(overrides: Partial<AssignmentItem> = {}): AssignmentItem {
  return {
    __typename: 'AssignmentPosting',
    pvid: ASSIGNMENT_ID,
    title: 'O-Level Maths',
    tutorExperience: 0,
    location: 'Bukit Timah',
    notes: 'Saturday mornings',
    isActive: true,
    tutorGender: 'Any',
    curriculumPvid: CURRICULUM_ID,
    subjectPvid: SUBJECT_ID,
    programmeLevelName: 'Singapore MOE',
    programmeSubjectName: 'Mathematics',
    priceRangeStartPrice: 2000,
    priceRangeEndPrice: 6000,
    currency: 'SGD',
    country: 'sg',
    isJoin: false,
    joinStudent: 0,
    broadcast: true,
    broadcastCount: 3,
    createdAt: '2025-03-01T02:00:00.000Z',
    role: 'OWNER',
    applicantCount: 0,
    profileJoin: person('student-1', 'Nadia', 'Rahman'),
    acceptanceTutorList: [],
    ...overrides,
  } as AssignmentItem;
}

export function viewerProfile(roleCode: 'STDN' | 'TTR0', country = 'sg'): GetProfileQuery['getProfile'] {
  const student = roleCode === 'STDN';
  return {
    __typename: 'Profile',
    pvid: `profile-${roleCode}`,
    userPvid: student ? STUDENT.pvid : TUTOR.pvid,
    userCode: 'code-1',
    firstName: student ? 'Nadia' : 'Wei Ming',
    lastName: student ? 'Rahman' : 'Tan',
    initialName: student ? 'NR' : 'WT',
    email: student ? STUDENT.email : TUTOR.email,
    roleCode,
    roleName: roleCode,
    tutorKind: student ? null : 'ACADEMIC',
    country,
    currency: country === 'id' ? 'IDR' : 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
  } as GetProfileQuery['getProfile'];
}

/** What every signed-in page asks besides the page itself (header badges). */
export const SHELL_RESPONDERS = {
  CountUnreadNotifications: () => ({ data: { countUnreadNotifications: 0 } }),
  GetUnReadMsgsCount: () => ({ data: { getUnReadMsgsCount: 0 } }),
  GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
};

export const REFERENCE_RESPONDERS = {
  EditorSubjectOptions: () => ({
    data: {
      getProgrammeSubjectList: [
        { __typename: 'ProgrammeSubject', pvid: SUBJECT_ID, name: 'Mathematics', country: 'sg' },
        {
          __typename: 'ProgrammeSubject',
          pvid: 'c7b3a1d2-0000-4000-8000-000000000001',
          name: 'Physics',
          country: 'sg',
        },
      ],
    },
  }),
  EditorCurricula: () => ({
    data: {
      getProgrammeCurriculumList: [
        { __typename: 'Curriculum', pvid: CURRICULUM_ID, name: 'Singapore MOE', country: 'sg' },
      ],
    },
  }),
};
