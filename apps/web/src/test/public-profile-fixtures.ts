import type { GetProfileQuery, PublicProfileQuery } from '../gql/graphql';

type PublicProfile = PublicProfileQuery['getProfile'];

/** A complete Indonesian tutor as getProfile(code) returns it to a visitor. */
export function tutorProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    pvid: 'profile-1',
    userPvid: 'user-1',
    userCode: 'tok123',
    firstName: 'Siti',
    lastName: 'Rahma',
    initialName: 'SR',
    roleCode: 'TTR0',
    tutorKind: 'ACADEMIC',
    country: 'id',
    currency: 'IDR',
    address: 'Bandung',
    description: 'I teach mathematics with patience.',
    school: 'SMA Negeri 3 Bandung',
    avatar: null,
    banner: null,
    dateJoined: '2024-01-10T03:00:00.000Z',
    isOwner: false,
    referralCode: 'REF-SITI',
    testimonialCount: 2,
    reviewCount: 1,
    averageRating: 4.5,
    reputation: { replyWithin: 'HOUR', acceptanceRate: 88 },
    skills: [{ pvid: 'skill-1', name: 'Patience' }],
    otherPlatforms: [
      { pvid: 'op-1', name: 'LinkedIn', link: 'https://www.linkedin.com/in/siti', icon: '' },
      { pvid: 'op-2', name: 'Sneaky', link: 'javascript:alert(1)', icon: '' },
    ],
    subjectList: [
      {
        pvid: 'ps-1',
        programmeSubjectPvid: 'subj-math',
        name: 'Mathematics',
        levels: [
          {
            pvid: 'psl-1',
            programmeLevelPvid: 'lvl-1',
            name: 'SMA Kelas 10',
            curriculumName: 'Kurikulum Merdeka',
            pricePerHour: 150000,
          },
        ],
      },
    ],
    counsellingSubjects: [],
    nonAcademic: [],
    education: [
      {
        pvid: 'ed-1',
        institution: 'Institut Teknologi Bandung',
        fromDate: '2014-08-01',
        toDate: '2018-07-01',
        isPresent: false,
      },
    ],
    experience: [],
    certificates: [
      {
        pvid: 'cert-1',
        name: 'Teaching Certificate',
        issuer: 'Kemendikbud',
        issuedDate: '2019-05-02',
        relativePath: '/uploads/cert.pdf',
        fileName: 'cert.pdf',
      },
    ],
    videoIntroductionList: [
      {
        pvid: 'vid-1',
        fileName: 'hello.mp4',
        description: 'Hello from Siti',
        durationSecs: 75,
        path: '/uploads/hello.mp4',
        poster: '/uploads/hello-poster.png',
      },
    ],
    ...overrides,
  };
}

/** The signed-in viewer's own profile (what the site shell loads); a student unless told otherwise. */
export function viewerProfile(
  overrides: Partial<NonNullable<GetProfileQuery['getProfile']>> = {},
): GetProfileQuery['getProfile'] {
  return {
    pvid: 'profile-9',
    userPvid: 'user-9',
    userCode: 'student9',
    firstName: 'Budi',
    lastName: 'Santoso',
    initialName: 'BS',
    email: 'budi@ajar.test',
    roleCode: 'STDN',
    roleName: 'Student',
    tutorKind: null,
    country: 'sg',
    currency: 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
    ...overrides,
  };
}

export const TUTOR_PATH = '/sg/tok123--user-1--Siti--Rahma';
