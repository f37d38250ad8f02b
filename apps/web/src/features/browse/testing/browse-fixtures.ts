import type { SearchTutorCardFragment } from '../../../gql/graphql';

/** A listed academic tutor the way findTutors returns one. */
export function searchTutor(overrides: Partial<SearchTutorCardFragment> = {}): SearchTutorCardFragment {
  return {
    pvid: 'tutor-1',
    userPvid: 'tutor-1',
    firstName: 'Wei Ming',
    lastName: 'Tan',
    address: 'Bukit Timah, Singapore',
    tutorKind: 'ACADEMIC',
    token: 'tok-1',
    country: 'sg',
    currency: 'SGD',
    pricePerHour: 2500,
    description: 'Former MOE teacher.',
    subjects: ['Mathematics', 'Physics'],
    experienceYears: 12,
    testimonial: 3,
    rating: 4.7,
    featured: false,
    reputation: { replyWithin: null, acceptanceRate: null },
    resource: { path: '/files/avatar.png' },
    nonAcademic: [],
    ...overrides,
  };
}

export function tutorPage(tutors: SearchTutorCardFragment[], total = tutors.length, page = 1) {
  return { findTutors: { page, total, totalPages: Math.ceil(total / 12), tutors } };
}

export const FILTER_OPTIONS = {
  getProgrammeSubjectList: [
    { pvid: 'subject-math', name: 'Mathematics' },
    { pvid: 'subject-physics', name: 'Physics' },
  ],
  getProgrammeCurriculumList: [{ pvid: 'curriculum-moe', name: 'MOE' }],
  getProgrammeLevelList: [
    { pvid: 'level-sec', name: 'Secondary', curriculumPvid: 'curriculum-moe', curriculumName: 'MOE' },
  ],
  getProgrammeCityList: [
    { pvid: 'city-1', name: 'Bukit Timah' },
    { pvid: 'city-2', name: 'Bedok' },
  ],
};
