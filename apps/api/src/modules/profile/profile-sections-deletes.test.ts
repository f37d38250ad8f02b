import { MESSAGES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { nth } from '../../test/profile-helpers';
import {
  DELETES,
  UPDATE_COUNSELLING,
  UPDATE_EDUCATION,
  UPDATE_EXPERIENCE,
  UPDATE_NON_ACADEMIC,
  UPDATE_OTHER_PLATFORM,
  UPDATE_SKILL,
  UPDATE_SUBJECT,
  deleteMutation,
  type DeleteName,
} from '../../test/profile-operations';
import {
  people,
  t,
  sg,
  own,
  data,
  refusedUnchanged,
  subjectInput,
  educationInput,
  experienceInput,
  setUpProfileSections,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

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
      expect(guest.status, name).toBe(200);
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
