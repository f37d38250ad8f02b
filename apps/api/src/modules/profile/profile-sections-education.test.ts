import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { UPDATE_EDUCATION, UPDATE_EXPERIENCE } from '../../test/profile-operations';
import {
  people,
  t,
  own,
  data,
  refusedUnchanged,
  educationInput,
  experienceInput,
  setUpProfileSections,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

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
