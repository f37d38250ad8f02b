import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { nth } from '../../test/profile-helpers';
import {
  UPDATE_BASIC_PROFILE,
  UPDATE_CURRICULA,
  UPDATE_EDUCATION,
  UPDATE_PROFILE,
  UPDATE_SCHOOL,
  UPDATE_SKILL,
} from '../../test/profile-operations';
import {
  people,
  t,
  sg,
  id,
  own,
  data,
  refusedUnchanged,
  educationInput,
  setUpProfileSections,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

describe('about me: updateBasicProfile, updateProfile, updateSchoolProfile, updateProfileCurriculum', () => {
  it('the owner changes them; bad input gets the spec message and changes nothing; visitors are asked to sign in', async () => {
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
      expect(response.status).toBe(200);
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
