import { describe, expect, it } from 'vitest';
import { nth } from '../../test/profile-helpers';
import { GET_PROFILE_OF, UPDATE_PROFILE, UPDATE_SKILL, UPDATE_SUBJECT } from '../../test/profile-operations';
import {
  people,
  t,
  sg,
  subjectInput,
  setUpProfileSections,
  type Profile,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

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
