import {
  COMPLETION_WEIGHTS,
  PROFILE_SECTIONS,
  PROFILE_VISIBILITY_THRESHOLD,
  completionPercent,
  type ProfileSection,
} from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { completeSections, insertResource } from '../../test/profile-fixtures';
import { marketReference, nth, sessionFor, type MarketReference } from '../../test/profile-helpers';
import {
  ADD_CERTIFICATE,
  GET_OWN_PROFILE,
  GET_PROFILE_OF,
  UPDATE_BASIC_PROFILE,
  UPDATE_EDUCATION,
  UPDATE_EXPERIENCE,
  UPDATE_SKILL,
  UPDATE_SUBJECT,
  deleteMutation,
} from '../../test/profile-operations';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sg: MarketReference;
beforeAll(async () => {
  t = await startTestApp();
  sg = await marketReference(t, 'sg');
});
afterAll(() => t.close());

interface Completion {
  completionUser: { pvid: string; completionPercent: number };
  completionDetail: { pvid: string; profileSection: string; complete: boolean }[];
  visibleInSearch: boolean;
}

const COMPLETION_QUERY = `query Completion($userPvid: ID) {
  getProfile(userPvid: $userPvid) {
    completionUser { pvid completionPercent }
    completionDetail { pvid profileSection complete }
    visibleInSearch
  }
}`;

async function completionOf(userPvid: string, token?: string): Promise<Completion> {
  const response = await t.gql<{ getProfile: Completion }>(COMPLETION_QUERY, { userPvid }, { token });
  if (!response.data?.getProfile) throw new Error(JSON.stringify(response.errors));
  return response.data.getProfile;
}

function completeOnes(completion: Completion): string[] {
  return completion.completionDetail
    .filter((detail) => detail.complete)
    .map((detail) => detail.profileSection);
}

describe('profile completion', () => {
  it('grows by the spec weights as a tutor fills in each section through the API', async () => {
    const tutor = await makeTutor(t.deps.db, { description: null, address: null });
    const token = await sessionFor(t, tutor);
    const steps: [ProfileSection, () => Promise<unknown>][] = [
      [
        'Subjects',
        () =>
          t.gql(
            UPDATE_SUBJECT,
            {
              list: [
                {
                  programmeSubjectPvid: nth(sg.subjects, 1).id,
                  levels: [{ programmeLevelPvid: nth(sg.levels, 5).id, pricePerHour: 5000 }],
                },
              ],
            },
            { token },
          ),
      ],
      [
        'Education',
        () =>
          t.gql(
            UPDATE_EDUCATION,
            {
              list: [{ institution: 'NTU', fromDate: '2009-08-01', toDate: '2013-06-01', isPresent: false }],
            },
            { token },
          ),
      ],
      [
        'Experience',
        () =>
          t.gql(
            UPDATE_EXPERIENCE,
            {
              list: [
                {
                  type: 'ACADEMIC',
                  institution: 'Home tuition',
                  fromDate: '2013-07-01',
                  isPresent: true,
                  isPrivateTutor: true,
                  subjects: [{ name: 'Mathematics' }],
                },
              ],
            },
            { token },
          ),
      ],
      [
        'Certificate',
        () => t.gql(ADD_CERTIFICATE, { name: 'PGDE', issuer: 'NIE', issuedDate: '2014-05-01' }, { token }),
      ],
      ['Skill', () => t.gql(UPDATE_SKILL, { list: ['Exam strategies'] }, { token })],
      // The uploads module stores videos and avatars; their rows are what completion reads.
      ['IntroductionVideo', () => insertResource(t.deps.db, tutor.id, 'VIDEO')],
      [
        'BasicProfile',
        async () => {
          await t.gql(
            UPDATE_BASIC_PROFILE,
            { desc: 'Patient and structured', address: 'Tampines' },
            { token },
          );
          // Description and address alone are not enough: the basic profile needs the avatar too.
          expect(completeOnes(await completionOf(tutor.id))).not.toContain('BasicProfile');
          await insertResource(t.deps.db, tutor.id, 'AVATAR');
        },
      ],
    ];

    let expected = 0;
    const initial = await completionOf(tutor.id, token);
    expect(initial.completionUser).toEqual({ pvid: tutor.id, completionPercent: 0 });
    expect(initial.completionDetail.map((detail) => detail.profileSection)).toEqual(PROFILE_SECTIONS);
    for (const [section, step] of steps) {
      await step();
      expected += COMPLETION_WEIGHTS[section];
      const completion = await completionOf(tutor.id);
      expect(completion.completionUser.completionPercent, section).toBe(expected);
      expect(completeOnes(completion)).toContain(section);
      expect(completion.visibleInSearch, section).toBe(expected >= PROFILE_VISIBILITY_THRESHOLD);
    }
    expect(expected).toBe(100);

    // Emptying a section takes its weight away again.
    const own = await t.gql<{ getProfile: { skills: { pvid: string }[] } }>(GET_OWN_PROFILE, {}, { token });
    await t.gql(
      deleteMutation('deleteSkill'),
      { pvidList: own.data?.getProfile.skills.map((skill) => skill.pvid) },
      {
        token,
      },
    );
    expect((await completionOf(tutor.id)).completionUser.completionPercent).toBe(87.5);
  });

  it('matches the domain weights for every one of the 128 combinations of sections', async () => {
    const combinations = Array.from({ length: 2 ** PROFILE_SECTIONS.length }, (_, mask) =>
      PROFILE_SECTIONS.filter((_section, bit) => (mask >> bit) & 1),
    );
    for (const sections of combinations) {
      const tutor = await makeTutor(t.deps.db, { description: null, address: null });
      await completeSections(t.deps.db, tutor.id, sections, sg);
      // Read as a visitor: completion is part of the public profile.
      const completion = await completionOf(tutor.id);
      const percent = completionPercent(Object.fromEntries(sections.map((section) => [section, true])));
      expect(completion.completionUser.completionPercent, sections.join('+')).toBe(percent);
      expect(completeOnes(completion).sort()).toEqual([...sections].sort());
      expect(completion.visibleInSearch).toBe(percent >= PROFILE_VISIBILITY_THRESHOLD);
    }
  });

  it('never makes a student visible in search', async () => {
    const student = await makeStudent(t.deps.db);
    await completeSections(t.deps.db, student.id, PROFILE_SECTIONS, sg);
    const token = await sessionFor(t, student);
    const response = await t.gql<{ getProfile: Completion }>(
      GET_PROFILE_OF,
      { userPvid: student.id },
      { token },
    );
    expect(response.data?.getProfile.completionUser.completionPercent).toBe(100);
    expect(response.data?.getProfile.visibleInSearch).toBe(false);
  });
});
