import { MESSAGES, SKILL_NAME_MAX, type MessageKey } from '@ajar/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../account/account.tables';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { marketReference, nth, sessionFor, type MarketReference } from '../../test/profile-helpers';
import { insertResource } from '../../test/profile-fixtures';
import {
  ADD_CERTIFICATE,
  DELETE_CERTIFICATE,
  DELETES,
  GET_OWN_PROFILE,
  GET_PROFILE_OF,
  UPDATE_BASIC_PROFILE,
  UPDATE_CERTIFICATE,
  UPDATE_COUNSELLING,
  UPDATE_CURRICULA,
  UPDATE_EDUCATION,
  UPDATE_EXPERIENCE,
  UPDATE_NON_ACADEMIC,
  UPDATE_OTHER_PLATFORM,
  UPDATE_PROFILE,
  UPDATE_SCHOOL,
  UPDATE_SKILL,
  UPDATE_SUBJECT,
  deleteMutation,
  type DeleteName,
} from '../../test/profile-operations';
import type { GraphQLResponse } from '../../test/test-app';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sg: MarketReference;
let id: MarketReference;
beforeAll(async () => {
  t = await startTestApp();
  sg = await marketReference(t, 'sg');
  id = await marketReference(t, 'id');
});
afterAll(() => t.close());

type Row = { pvid: string; [key: string]: unknown };
interface Profile {
  [key: string]: unknown;
  subjectList: (Row & { programmeSubjectPvid: string; levels: (Row & { pricePerHour: number })[] })[];
  education: Row[];
  experience: (Row & { subjects: (Row & { level: string | null; curriculum: string | null })[] })[];
  certificates: Row[];
  skills: (Row & { name: string })[];
  otherPlatforms: (Row & { link: string })[];
  curriculumList: Row[];
  counsellingSubjects: (Row & { pricePerHour: number; orderList: number })[];
  nonAcademic: (Row & { subNonAcademic: (Row & { pricePerHour: number })[] })[];
  completionUser: { completionPercent: number };
}

async function own(token: string): Promise<Profile> {
  const response = await t.gql<{ getProfile: Profile }>(GET_OWN_PROFILE, {}, { token });
  if (!response.data?.getProfile) throw new Error(JSON.stringify(response.errors));
  return response.data.getProfile;
}

function data(response: GraphQLResponse<unknown>, key: string): Profile {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  const profile = (response.data as Record<string, Profile> | null | undefined)?.[key];
  if (!profile) throw new Error(`no ${key}`);
  return profile;
}

/** Runs a refused call and checks the error and that the viewer's profile did not change at all. */
async function refusedUnchanged(
  token: string,
  call: () => Promise<GraphQLResponse<unknown>>,
  code: string,
  messageKey: MessageKey,
  fields?: Record<string, MessageKey>,
): Promise<void> {
  const before = await own(token);
  const response = await call();
  expectError(response, code, messageKey, fields);
  expect(await own(token)).toEqual(before);
}

interface People {
  tutor: UserRow;
  tutorToken: string;
  other: UserRow;
  otherToken: string;
  student: UserRow;
  studentToken: string;
}
let people: People;
beforeEach(async () => {
  const tutor = await makeTutor(t.deps.db, { country: 'sg' });
  const other = await makeTutor(t.deps.db, { country: 'sg' });
  const student = await makeStudent(t.deps.db, { country: 'sg' });
  people = {
    tutor,
    tutorToken: await sessionFor(t, tutor),
    other,
    otherToken: await sessionFor(t, other),
    student,
    studentToken: await sessionFor(t, student),
  };
});

const subjectInput = (subject = 0, level = 0, pricePerHour = 4500) => ({
  programmeSubjectPvid: nth(sg.subjects, subject).id,
  levels: [{ programmeLevelPvid: nth(sg.levels, level).id, pricePerHour }],
});
const educationInput = {
  institution: 'National University of Singapore',
  fromDate: '2008-08-01',
  toDate: '2012-05-31',
  isPresent: false,
};
const experienceInput = {
  type: 'ACADEMIC',
  institution: 'Raffles Institution',
  fromDate: '2012-07-01',
  toDate: null,
  isPresent: true,
  isPrivateTutor: false,
  subjects: [{ name: 'Mathematics', level: 'Secondary 4', curriculum: 'Singapore MOE' }],
};

describe('about me: updateBasicProfile, updateProfile, updateSchoolProfile, updateProfileCurriculum', () => {
  it('the owner changes them; bad input gets the spec message and changes nothing; visitors get 401', async () => {
    const { tutorToken: token, otherToken } = people;
    const basic = data(
      await t.gql(UPDATE_BASIC_PROFILE, { desc: 'I love maths', address: 'Clementi' }, { token }),
      'updateBasicProfile',
    );
    expect(basic).toMatchObject({ description: 'I love maths', address: 'Clementi', isOwner: true });

    const updated = data(
      await t.gql(
        UPDATE_PROFILE,
        {
          firstName: 'Mei',
          lastName: 'Tan',
          dob: '1992-02-29',
          nric: 'S9212345A',
          phone: '+65 8123 4567',
          gender: 'Female',
          race: 'Chinese',
          eventsFromGoogle: true,
          balance: 0,
          hasBalance: false,
        },
        { token },
      ),
      'updateProfile',
    );
    expect(updated).toMatchObject({
      firstName: 'Mei',
      lastName: 'Tan',
      initialName: 'MT',
      dob: '1992-02-29',
      nric: 'S9212345A',
      gender: 'Female',
      eventsFromGoogle: true,
      description: 'I love maths',
    });
    expect(
      data(await t.gql(UPDATE_SCHOOL, { school: 'Raffles Girls School' }, { token }), 'updateSchoolProfile'),
    ).toMatchObject({ school: 'Raffles Girls School' });
    const curricula = data(
      await t.gql(UPDATE_CURRICULA, { list: [nth(sg.curricula, 1).id, nth(sg.curricula, 0).id] }, { token }),
      'updateProfileCurriculum',
    );
    expect(curricula.curriculumList.map((row) => row.pvid)).toEqual([
      nth(sg.curricula, 1).id,
      nth(sg.curricula, 0).id,
    ]);
    const replaced = data(
      await t.gql(UPDATE_CURRICULA, { list: [nth(sg.curricula, 0).id] }, { token }),
      'updateProfileCurriculum',
    );
    expect(replaced.curriculumList).toHaveLength(1);

    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_BASIC_PROFILE, { desc: 'x'.repeat(701) }, { token }),
      'BAD_USER_INPUT',
      'textTooLong',
      { desc: 'textTooLong' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { firstName: ' ' }, { token }),
      'BAD_USER_INPUT',
      'firstNameRequired',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { lastName: '' }, { token }),
      'BAD_USER_INPUT',
      'lastNameRequired',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { dob: '1992-13-01' }, { token }),
      'BAD_USER_INPUT',
      'dateInvalid',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { phone: 'call me' }, { token }),
      'BAD_USER_INPUT',
      'phoneInvalid',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { description: 'y'.repeat(701), firstName: 'Changed' }, { token }),
      'BAD_USER_INPUT',
      'textTooLong',
    );
    // Money moves through the ledger only.
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { balance: 100000, firstName: 'Rich' }, { token }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_PROFILE, { hasBalance: true }, { token }),
      'FORBIDDEN',
      'forbidden',
    );
    // A curriculum of another market, or a made-up id, is refused whole.
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CURRICULA, { list: [nth(sg.curricula, 1).id, nth(id.curricula, 0).id] }, { token }),
      'BAD_USER_INPUT',
      'curriculumRequired',
      { 'list.1': 'curriculumRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CURRICULA, { list: ['nope'] }, { token }),
      'BAD_USER_INPUT',
      'curriculumRequired',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SCHOOL, { school: 'z'.repeat(701) }, { token }),
      'BAD_USER_INPUT',
      'textTooLong',
    );

    // Another user's edits change only their own profile.
    const before = await own(token);
    await t.gql(UPDATE_BASIC_PROFILE, { desc: 'Mine now' }, { token: otherToken });
    await t.gql(UPDATE_PROFILE, { firstName: 'Hijack' }, { token: otherToken });
    expect(await own(token)).toEqual(before);

    for (const [query, variables] of [
      [UPDATE_BASIC_PROFILE, { desc: 'guest' }],
      [UPDATE_PROFILE, { firstName: 'Guest' }],
      [UPDATE_SCHOOL, { school: 'Guest school' }],
      [UPDATE_CURRICULA, { list: [] }],
    ] as const) {
      const response = await t.gql(query, variables);
      expect(response.status).toBe(401);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
    expect(await own(token)).toEqual(before);
  });

  it('lets students keep a school, curricula, education, skills and platforms, and bumps dateModified', async () => {
    const token = people.studentToken;
    const before = await own(token);
    t.clock.advance(60_000);
    const after = data(
      await t.gql(UPDATE_SCHOOL, { school: 'Nanyang Girls' }, { token }),
      'updateSchoolProfile',
    );
    expect(after.school).toBe('Nanyang Girls');
    expect(after['dateModified']).not.toBe(before['dateModified']);
    expect(after['dateModified']).toBe(t.clock.now().toISOString());
    expect(
      data(await t.gql(UPDATE_SKILL, { list: ['Chess'] }, { token }), 'updateSkill').skills,
    ).toHaveLength(1);
    expect(
      data(await t.gql(UPDATE_EDUCATION, { list: [educationInput] }, { token }), 'updateEducation').education,
    ).toHaveLength(1);
  });
});

describe('subjects: updateSubject, deleteSubject, deleteLevel', () => {
  it('adds subjects with levels and prices in minor units, replaces the levels given, and refuses bad input', async () => {
    const { tutorToken: token } = people;
    const first = data(
      await t.gql(UPDATE_SUBJECT, { list: [subjectInput(0, 0, 4500), subjectInput(1, 1, 6000)] }, { token }),
      'updateSubject',
    );
    expect(first.subjectList).toHaveLength(2);
    expect(first.subjectList[0]).toMatchObject({
      programmeSubjectPvid: nth(sg.subjects, 0).id,
      name: nth(sg.subjects, 0).name,
      levels: [
        { programmeLevelPvid: nth(sg.levels, 0).id, name: nth(sg.levels, 0).name, pricePerHour: 4500 },
      ],
    });
    // Upsert by subject: the levels of subject 0 are replaced; subject 1 stays.
    const second = data(
      await t.gql(
        UPDATE_SUBJECT,
        {
          list: [
            {
              programmeSubjectPvid: nth(sg.subjects, 0).id,
              levels: [
                { programmeLevelPvid: nth(sg.levels, 2).id, pricePerHour: 200 },
                { programmeLevelPvid: nth(sg.levels, 3).id, pricePerHour: 7000 },
              ],
            },
          ],
        },
        { token },
      ),
      'updateSubject',
    );
    expect(second.subjectList).toHaveLength(2);
    expect(second.subjectList[0]?.levels.map((level) => level.pricePerHour)).toEqual([200, 7000]);

    const minimum = 'priceBelowMinimum';
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SUBJECT, { list: [subjectInput(2, 0, 199)] }, { token }),
      'BAD_USER_INPUT',
      minimum,
      { 'list.0.levels.0.pricePerHour': minimum },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SUBJECT, { list: [subjectInput(2, 0, -5)] }, { token }),
      'BAD_USER_INPUT',
      minimum,
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_SUBJECT,
          { list: [{ programmeSubjectPvid: nth(sg.subjects, 2).id, levels: [] }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'levelRequired',
      { 'list.0.levels': 'levelRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SUBJECT, { list: [{ ...subjectInput(2), programmeSubjectPvid: '' }] }, { token }),
      'BAD_USER_INPUT',
      'subjectRequired',
    );
    // A subject or level of another market is not a choice here; a valid first entry is not saved either.
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_SUBJECT,
          { list: [subjectInput(3), { ...subjectInput(4), programmeSubjectPvid: nth(id.subjects, 0).id }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'list.1.programmeSubjectPvid': 'subjectRequired' },
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_SUBJECT,
          {
            list: [
              {
                programmeSubjectPvid: nth(sg.subjects, 3).id,
                levels: [{ programmeLevelPvid: nth(id.levels, 0).id, pricePerHour: 5000 }],
              },
            ],
          },
          { token },
        ),
      'BAD_USER_INPUT',
      'levelRequired',
      { 'list.0.levels.0.programmeLevelPvid': 'levelRequired' },
    );

    // Indonesia's minimum is Rp 20.000 (IDR has no minor digits).
    const indonesian = await makeTutor(t.deps.db, { country: 'id' });
    const idToken = await sessionFor(t, indonesian);
    const idSubject = {
      programmeSubjectPvid: nth(id.subjects, 0).id,
      levels: [{ programmeLevelPvid: nth(id.levels, 0).id, pricePerHour: 19999 }],
    };
    await refusedUnchanged(
      idToken,
      () => t.gql(UPDATE_SUBJECT, { list: [idSubject] }, { token: idToken }),
      'BAD_USER_INPUT',
      minimum,
    );
    const ok = data(
      await t.gql(
        UPDATE_SUBJECT,
        { list: [{ ...idSubject, levels: [{ ...idSubject.levels[0], pricePerHour: 20000 }] }] },
        { token: idToken },
      ),
      'updateSubject',
    );
    expect(ok).toMatchObject({ currency: 'IDR', subjectList: [{ levels: [{ pricePerHour: 20000 }] }] });
  });

  it('is for tutors only: students are FORBIDDEN, visitors UNAUTHENTICATED', async () => {
    await refusedUnchanged(
      people.studentToken,
      () => t.gql(UPDATE_SUBJECT, { list: [subjectInput()] }, { token: people.studentToken }),
      'FORBIDDEN',
      'forbidden',
    );
    const guest = await t.gql(UPDATE_SUBJECT, { list: [subjectInput()] });
    expect(guest.status).toBe(401);
    expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
  });
});

describe('education and experience', () => {
  it("adds and updates by pvid; refuses another user's pvid and bad dates without changing anything", async () => {
    const { tutorToken: token, otherToken } = people;
    const added = data(
      await t.gql(
        UPDATE_EDUCATION,
        { list: [educationInput, { institution: 'SMU', fromDate: '2020-01-01', isPresent: true }] },
        { token },
      ),
      'updateEducation',
    );
    expect(added.education).toHaveLength(2);
    const nus = added.education.find((row) => row['institution'] === educationInput.institution);
    const renamed = data(
      await t.gql(
        UPDATE_EDUCATION,
        { list: [{ ...educationInput, pvid: nus?.pvid, institution: 'NUS' }] },
        { token },
      ),
      'updateEducation',
    );
    expect(renamed.education.map((row) => row['institution']).sort()).toEqual(['NUS', 'SMU']);
    const present = renamed.education.find((row) => row['institution'] === 'SMU');
    expect(present).toMatchObject({ isPresent: true, toDate: null });

    await refusedUnchanged(
      otherToken,
      () =>
        t.gql(
          UPDATE_EDUCATION,
          { list: [{ ...educationInput, pvid: nus?.pvid, institution: 'Stolen' }] },
          { token: otherToken },
        ),
      'FORBIDDEN',
      'forbidden',
    );
    expect((await own(token)).education.map((row) => row['institution'])).toContain('NUS');
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_EDUCATION, { list: [{ ...educationInput, institution: '  ' }] }, { token }),
      'BAD_USER_INPUT',
      'required',
      { 'list.0.institution': 'required' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_EDUCATION, { list: [{ ...educationInput, toDate: '2001-01-01' }] }, { token }),
      'BAD_USER_INPUT',
      'dateRangeInvalid',
      { 'list.0.toDate': 'dateRangeInvalid' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_EDUCATION, { list: [{ ...educationInput, toDate: null }] }, { token }),
      'BAD_USER_INPUT',
      'dateInvalid',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_EDUCATION, { list: [{ ...educationInput, fromDate: 'last year' }] }, { token }),
      'BAD_USER_INPUT',
      'dateInvalid',
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(UPDATE_EDUCATION, { list: [educationInput, { ...educationInput, pvid: 'bogus' }] }, { token }),
      'BAD_USER_INPUT',
      'notFound',
    );
    expectError(await t.gql(UPDATE_EDUCATION, { list: [educationInput] }), 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('keeps experiences with their subjects; only tutors have them', async () => {
    const { tutorToken: token, otherToken, studentToken } = people;
    const added = data(
      await t.gql(UPDATE_EXPERIENCE, { list: [experienceInput] }, { token }),
      'updateExperience',
    );
    const [experience] = added.experience;
    expect(experience).toMatchObject({
      type: 'ACADEMIC',
      isPresent: true,
      toDate: null,
      subjects: [{ name: 'Mathematics', level: 'Secondary 4', curriculum: 'Singapore MOE' }],
    });
    const updated = data(
      await t.gql(
        UPDATE_EXPERIENCE,
        {
          list: [
            {
              ...experienceInput,
              pvid: experience?.pvid,
              type: 'COUNSELLING',
              isPrivateTutor: true,
              subjects: [{ name: 'Career guidance' }, { name: 'Study abroad' }],
            },
          ],
        },
        { token },
      ),
      'updateExperience',
    );
    expect(updated.experience).toHaveLength(1);
    expect(updated.experience[0]).toMatchObject({ type: 'COUNSELLING', isPrivateTutor: true });
    expect(updated.experience[0]?.subjects.map((subject) => subject['name'])).toEqual([
      'Career guidance',
      'Study abroad',
    ]);

    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_EXPERIENCE, { list: [{ ...experienceInput, subjects: [{ name: '' }] }] }, { token }),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'list.0.subjects.0.name': 'subjectRequired' },
    );
    await refusedUnchanged(
      otherToken,
      () =>
        t.gql(
          UPDATE_EXPERIENCE,
          { list: [{ ...experienceInput, pvid: experience?.pvid }] },
          { token: otherToken },
        ),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      studentToken,
      () => t.gql(UPDATE_EXPERIENCE, { list: [experienceInput] }, { token: studentToken }),
      'FORBIDDEN',
      'forbidden',
    );
    expectError(
      await t.gql(UPDATE_EXPERIENCE, { list: [experienceInput] }),
      'UNAUTHENTICATED',
      'notLoggedIn',
    );
    expect((await own(token)).experience[0]?.subjects).toHaveLength(2);
  });
});

describe('skills and other platforms', () => {
  it('adds skills once whatever their case, and refuses empty or overlong names', async () => {
    const { tutorToken: token } = people;
    data(await t.gql(UPDATE_SKILL, { list: ['Algebra', 'Patience'] }, { token }), 'updateSkill');
    const again = data(
      await t.gql(UPDATE_SKILL, { list: ['algebra', 'ALGEBRA', ' Geometry '] }, { token }),
      'updateSkill',
    );
    expect(again.skills.map((skill) => skill.name)).toEqual(['Algebra', 'Patience', 'Geometry']);
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SKILL, { list: ['Ok', ''] }, { token }),
      'BAD_USER_INPUT',
      'required',
      { 'list.1': 'required' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SKILL, { list: ['s'.repeat(701)] }, { token }),
      'BAD_USER_INPUT',
      'textTooLong',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SKILL, { list: ['s'.repeat(SKILL_NAME_MAX + 1)] }, { token }),
      'BAD_USER_INPUT',
      'skillTooLong',
    );
    expectError(await t.gql(UPDATE_SKILL, { list: ['Guest'] }), 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('links other platforms with http(s) URLs only', async () => {
    const { tutorToken: token, otherToken } = people;
    const linkedIn = nth(sg.platforms, 0);
    const added = data(
      await t.gql(
        UPDATE_OTHER_PLATFORM,
        { list: [{ otherPlatformPvid: linkedIn.id, link: 'https://www.linkedin.com/in/mei' }] },
        { token },
      ),
      'updateOtherPlatform',
    );
    expect(added.otherPlatforms).toEqual([
      expect.objectContaining({
        otherPlatformPvid: linkedIn.id,
        name: linkedIn.name,
        link: 'https://www.linkedin.com/in/mei',
        icon: '/icons/platforms/linkedin.svg',
      }),
    ]);
    const pvid = added.otherPlatforms[0]?.pvid;
    const edited = data(
      await t.gql(
        UPDATE_OTHER_PLATFORM,
        { list: [{ pvid, otherPlatformPvid: linkedIn.id, link: 'http://linkedin.com/in/mei-tan' }] },
        { token },
      ),
      'updateOtherPlatform',
    );
    expect(edited.otherPlatforms).toHaveLength(1);
    expect(edited.otherPlatforms[0]?.link).toBe('http://linkedin.com/in/mei-tan');

    const platform = (link: string) => ({ list: [{ otherPlatformPvid: linkedIn.id, link }] });
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_OTHER_PLATFORM, platform(''), { token }),
      'BAD_USER_INPUT',
      'urlRequired',
      { 'list.0.link': 'urlRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_OTHER_PLATFORM, platform('javascript:alert(1)'), { token }),
      'BAD_USER_INPUT',
      'urlInvalid',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_OTHER_PLATFORM, platform('my page'), { token }),
      'BAD_USER_INPUT',
      'urlInvalid',
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_OTHER_PLATFORM,
          { list: [{ otherPlatformPvid: nth(sg.subjects, 0).id, link: 'https://x.test' }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'required',
    );
    await refusedUnchanged(
      otherToken,
      () =>
        t.gql(
          UPDATE_OTHER_PLATFORM,
          { list: [{ pvid, otherPlatformPvid: linkedIn.id, link: 'https://evil.test' }] },
          { token: otherToken },
        ),
      'FORBIDDEN',
      'forbidden',
    );
    expect((await own(token)).otherPlatforms[0]?.link).toBe('http://linkedin.com/in/mei-tan');
  });
});

describe('counselling and lifelong subjects', () => {
  it('upserts counselling subjects of the market with prices above the minimum', async () => {
    const { tutorToken: token, studentToken } = people;
    const [first, second] = [nth(sg.counselling, 0), nth(sg.counselling, 1)];
    const added = data(
      await t.gql(
        UPDATE_COUNSELLING,
        {
          list: [
            { programmeSubjectCounsellingPvid: first.id, pricePerHour: 8000 },
            { programmeSubjectCounsellingPvid: second.id, pricePerHour: 9000 },
          ],
        },
        { token },
      ),
      'updateProgrammeSubjectCounselling',
    );
    expect(added.counsellingSubjects.map((row) => [row['name'], row.pricePerHour, row.orderList])).toEqual([
      [first.name, 8000, 0],
      [second.name, 9000, 1],
    ]);
    const reordered = data(
      await t.gql(
        UPDATE_COUNSELLING,
        { list: [{ programmeSubjectCounsellingPvid: first.id, pricePerHour: 8500, orderList: 5 }] },
        { token },
      ),
      'updateProgrammeSubjectCounselling',
    );
    expect(reordered.counsellingSubjects.map((row) => [row['name'], row.pricePerHour])).toEqual([
      [second.name, 9000],
      [first.name, 8500],
    ]);
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_COUNSELLING,
          { list: [{ programmeSubjectCounsellingPvid: first.id, pricePerHour: 100 }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'priceBelowMinimum',
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_COUNSELLING,
          { list: [{ programmeSubjectCounsellingPvid: nth(id.counselling, 0).id, pricePerHour: 5000 }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'list.0.programmeSubjectCounsellingPvid': 'subjectRequired' },
    );
    await refusedUnchanged(
      studentToken,
      () =>
        t.gql(
          UPDATE_COUNSELLING,
          { list: [{ programmeSubjectCounsellingPvid: first.id, pricePerHour: 5000 }] },
          { token: studentToken },
        ),
      'FORBIDDEN',
      'forbidden',
    );
    expectError(await t.gql(UPDATE_COUNSELLING, { list: [] }), 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('groups lifelong sub-categories under their category; a category itself is not a choice', async () => {
    const { tutorToken: token, studentToken } = people;
    const piano = nth(sg.lifelong, 0);
    const guitar = nth(
      sg.lifelong.filter((row) => row.parentId === piano.parentId),
      1,
    );
    const added = data(
      await t.gql(
        UPDATE_NON_ACADEMIC,
        {
          list: [
            { nonAcademicPvid: piano.id, pricePerHour: 6000 },
            { nonAcademicPvid: guitar.id, pricePerHour: 5500 },
          ],
        },
        { token },
      ),
      'updateSubjectNonAcademic',
    );
    expect(added.nonAcademic).toHaveLength(1);
    expect(added.nonAcademic[0]).toMatchObject({ pvid: piano.parentId, status: 'ACTIVE' });
    expect(added.nonAcademic[0]?.subNonAcademic).toEqual([
      expect.objectContaining({
        nonAcademicPvid: piano.id,
        profileNonAcademicPvid: piano.parentId,
        name: piano.name,
        pricePerHour: 6000,
        orderList: 0,
      }),
      expect.objectContaining({
        nonAcademicPvid: guitar.id,
        name: guitar.name,
        pricePerHour: 5500,
        orderList: 1,
      }),
    ]);
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_NON_ACADEMIC,
          { list: [{ nonAcademicPvid: piano.parentId, pricePerHour: 6000 }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'list.0.nonAcademicPvid': 'subjectRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_NON_ACADEMIC, { list: [{ nonAcademicPvid: piano.id, pricePerHour: 1 }] }, { token }),
      'BAD_USER_INPUT',
      'priceBelowMinimum',
    );
    const angklung = id.lifelong.find((row) => row.name === 'Angklung');
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_NON_ACADEMIC,
          { list: [{ nonAcademicPvid: angklung?.id, pricePerHour: 6000 }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'subjectRequired',
    );
    await refusedUnchanged(
      studentToken,
      () =>
        t.gql(
          UPDATE_NON_ACADEMIC,
          { list: [{ nonAcademicPvid: piano.id, pricePerHour: 6000 }] },
          { token: studentToken },
        ),
      'FORBIDDEN',
      'forbidden',
    );
  });
});

describe('certificates', () => {
  it("adds, updates and deletes certificates with the spec messages; files must be the owner's certificate uploads", async () => {
    const { tutor, tutorToken: token, other, otherToken, studentToken } = people;
    const file = await insertResource(t.deps.db, tutor.id, 'CERTIFICATE');
    const added = await t.gql<{ addCertificate: Row }>(
      ADD_CERTIFICATE,
      { name: 'CELTA', issuer: 'Cambridge', issuedDate: '2019-06-30', resourcePvid: file.id },
      { token },
    );
    expect(added.data?.addCertificate).toMatchObject({
      name: 'CELTA',
      issuer: 'Cambridge',
      issuedDate: '2019-06-30',
      relativePath: file.path,
      fileName: file.fileName,
    });
    const pvid = added.data?.addCertificate.pvid;

    const updated = await t.gql<{ updateCertificate: Row }>(
      UPDATE_CERTIFICATE,
      { pvid, name: 'CELTA Pass A', issuer: 'Cambridge English', issuedDate: '2019-07-01' },
      { token },
    );
    expect(updated.data?.updateCertificate).toMatchObject({ name: 'CELTA Pass A', relativePath: file.path });

    const base = { name: 'TEFL', issuer: 'TEFL Org', issuedDate: '2020-01-01' };
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, name: '' }, { token }),
      'BAD_USER_INPUT',
      'certificateNameRequired',
      { name: 'certificateNameRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, issuer: ' ' }, { token }),
      'BAD_USER_INPUT',
      'issuerRequired',
      { issuer: 'issuerRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, issuedDate: '' }, { token }),
      'BAD_USER_INPUT',
      'certificateIssuedRequired',
      { issuedDate: 'certificateIssuedRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CERTIFICATE, { ...base, pvid, issuer: '' }, { token }),
      'BAD_USER_INPUT',
      'issuerRequired',
    );
    const avatar = await insertResource(t.deps.db, tutor.id, 'AVATAR');
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, resourcePvid: avatar.id }, { token }),
      'BAD_USER_INPUT',
      'fileTypeInvalid',
      { resourcePvid: 'fileTypeInvalid' },
    );
    const othersFile = await insertResource(t.deps.db, other.id, 'CERTIFICATE');
    await refusedUnchanged(
      token,
      () => t.gql(ADD_CERTIFICATE, { ...base, resourcePvid: othersFile.id }, { token }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CERTIFICATE, { ...base, pvid, resourcePvid: othersFile.id }, { token }),
      'FORBIDDEN',
      'forbidden',
    );

    // Someone else can neither change nor delete it; students have no certificates; visitors get 401.
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_CERTIFICATE, { ...base, pvid }, { token: otherToken }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      token,
      () => t.gql(DELETE_CERTIFICATE, { pvid }, { token: otherToken }),
      'FORBIDDEN',
      'forbidden',
    );
    await refusedUnchanged(
      studentToken,
      () => t.gql(ADD_CERTIFICATE, base, { token: studentToken }),
      'FORBIDDEN',
      'forbidden',
    );
    expectError(await t.gql(ADD_CERTIFICATE, base), 'UNAUTHENTICATED', 'notLoggedIn');
    expectError(await t.gql(DELETE_CERTIFICATE, { pvid }), 'UNAUTHENTICATED', 'notLoggedIn');

    expect((await t.gql(DELETE_CERTIFICATE, { pvid }, { token })).data).toEqual({
      deleteCertificate: { success: true, message: MESSAGES.deleted },
    });
    expect((await own(token)).certificates).toEqual([]);
  });
});

describe('deletes by pvid list', () => {
  /** Gives the tutor one row in every list and returns the pvids each delete takes. */
  async function fillEveryList(token: string): Promise<Record<DeleteName, string[]>> {
    await t.gql(
      UPDATE_SUBJECT,
      {
        list: [
          {
            programmeSubjectPvid: nth(sg.subjects, 0).id,
            levels: [
              { programmeLevelPvid: nth(sg.levels, 0).id, pricePerHour: 3000 },
              { programmeLevelPvid: nth(sg.levels, 1).id, pricePerHour: 3000 },
            ],
          },
          subjectInput(1),
        ],
      },
      { token },
    );
    await t.gql(UPDATE_EDUCATION, { list: [educationInput] }, { token });
    await t.gql(
      UPDATE_EXPERIENCE,
      {
        list: [
          experienceInput,
          { ...experienceInput, institution: 'Second school' },
          { ...experienceInput, institution: 'Third school' },
        ],
      },
      { token },
    );
    await t.gql(UPDATE_SKILL, { list: ['Drawing'] }, { token });
    await t.gql(
      UPDATE_OTHER_PLATFORM,
      { list: [{ otherPlatformPvid: nth(sg.platforms, 1).id, link: 'https://youtube.com/@me' }] },
      { token },
    );
    await t.gql(
      UPDATE_COUNSELLING,
      { list: [{ programmeSubjectCounsellingPvid: nth(sg.counselling, 0).id, pricePerHour: 5000 }] },
      { token },
    );
    await t.gql(
      UPDATE_NON_ACADEMIC,
      { list: [{ nonAcademicPvid: nth(sg.lifelong, 0).id, pricePerHour: 5000 }] },
      { token },
    );
    const profile = await own(token);
    const experienceAt = (institution: string) =>
      profile.experience.find((row) => row['institution'] === institution);
    const mainExperience = experienceAt(experienceInput.institution);
    const secondExperience = experienceAt('Second school');
    return {
      deleteEducation: profile.education.map((row) => row.pvid),
      deleteExperience: [experienceAt('Third school')?.pvid ?? ''],
      deleteExperienceSubject: mainExperience?.subjects.map((row) => row.pvid) ?? [],
      deleteExperienceLevel: secondExperience?.subjects.map((row) => row.pvid) ?? [],
      deleteSubject: [profile.subjectList[1]?.pvid ?? ''],
      deleteLevel: [profile.subjectList[0]?.levels[1]?.pvid ?? ''],
      deleteSkill: profile.skills.map((row) => row.pvid),
      deleteOtherPlatform: profile.otherPlatforms.map((row) => row.pvid),
      deleteProgrammeSubjectCounselling: profile.counsellingSubjects.map((row) => row.pvid),
      deleteSubjectNonAcademic: profile.nonAcademic.flatMap((row) =>
        row.subNonAcademic.map((sub) => sub.pvid),
      ),
    };
  }

  it("refuses, whole, any list naming another user's row, and lets visitors delete nothing", async () => {
    const { tutorToken: token, otherToken, studentToken } = people;
    const pvids = await fillEveryList(token);
    const theirs = await fillEveryList(otherToken);
    for (const name of DELETES) {
      const target = pvids[name];
      expect(target.length, name).toBeGreaterThan(0);
      // Another tutor, even mixing in a row of their own: FORBIDDEN, and neither profile changes.
      const otherBefore = await own(otherToken);
      await refusedUnchanged(
        token,
        () =>
          t.gql(
            deleteMutation(name),
            { pvidList: [...(theirs[name] ?? []), ...target] },
            { token: otherToken },
          ),
        'FORBIDDEN',
        'forbidden',
      );
      expect(await own(otherToken), name).toEqual(otherBefore);
      await refusedUnchanged(
        token,
        () => t.gql(deleteMutation(name), { pvidList: [...target, 'not-a-pvid'] }, { token }),
        'FORBIDDEN',
        'forbidden',
      );
      await refusedUnchanged(
        token,
        () => t.gql(deleteMutation(name), { pvidList: target }, { token: studentToken }),
        'FORBIDDEN',
        'forbidden',
      );
      const guest = await t.gql(deleteMutation(name), { pvidList: target });
      expect(guest.status, name).toBe(401);
      expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
    }
  });

  it("deletes exactly the owner's rows named", async () => {
    const { tutorToken: token } = people;
    const pvids = await fillEveryList(token);
    for (const name of DELETES) {
      const response = await t.gql(deleteMutation(name), { pvidList: pvids[name] }, { token });
      expect(response.data, name).toEqual({ [name]: { success: true, message: MESSAGES.deleted } });
    }
    const after = await own(token);
    expect(after.education).toEqual([]);
    expect(after.skills).toEqual([]);
    expect(after.otherPlatforms).toEqual([]);
    expect(after.counsellingSubjects).toEqual([]);
    expect(after.nonAcademic).toEqual([]);
    expect(after.subjectList).toHaveLength(1);
    expect(after.subjectList[0]?.levels).toHaveLength(1);
    expect(after.experience).toHaveLength(2);
    const subjectsOf = (institution: string) =>
      after.experience.find((row) => row['institution'] === institution)?.subjects;
    expect(subjectsOf(experienceInput.institution)).toEqual([]);
    expect(subjectsOf('Second school')).toEqual([
      expect.objectContaining({ name: 'Mathematics', level: null, curriculum: null }),
    ]);
    // The empty list deletes nothing and succeeds.
    expect((await t.gql(deleteMutation('deleteSkill'), { pvidList: [] }, { token })).data).toEqual({
      deleteSkill: { success: true, message: MESSAGES.deleted },
    });
  });

  it('deleteExperienceLevel clears the level and curriculum only', async () => {
    const { tutorToken: token } = people;
    const profile = data(
      await t.gql(UPDATE_EXPERIENCE, { list: [experienceInput] }, { token }),
      'updateExperience',
    );
    const subject = profile.experience[0]?.subjects[0];
    await t.gql(deleteMutation('deleteExperienceLevel'), { pvidList: [subject?.pvid] }, { token });
    expect((await own(token)).experience[0]?.subjects[0]).toEqual({
      pvid: subject?.pvid,
      name: 'Mathematics',
      level: null,
      curriculum: null,
    });
  });
});

describe('public view of the sections', () => {
  it('shows every list to a visitor but never the private fields', async () => {
    const { tutor, tutorToken: token } = people;
    await t.gql(UPDATE_SUBJECT, { list: [subjectInput()] }, { token });
    await t.gql(UPDATE_SKILL, { list: ['Chess'] }, { token });
    await t.gql(UPDATE_PROFILE, { phone: '+6590000000' }, { token });
    const visitor = await t.gql<{ getProfile: Profile }>(GET_PROFILE_OF, { userPvid: tutor.id });
    expect(visitor.data?.getProfile).toMatchObject({
      phone: null,
      email: null,
      skills: [{ name: 'Chess' }],
      subjectList: [{ programmeSubjectPvid: nth(sg.subjects, 0).id }],
    });
  });
});
