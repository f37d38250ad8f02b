import type { CountryCode, Gender } from '@ajar/domain';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { marketReference, sessionFor } from '../../../test/profile-helpers';
import type { TestApp } from '../../../test/test-app';
import { experiences, profileSubjectLevels, profileSubjects, profiles } from '../../profile/testing';

export const ASSIGNMENT_FIELDS = `pvid title tutorExperience location notes isActive tutorGender curriculumPvid subjectPvid
  programmeLevelName programmeSubjectName priceRangeStartPrice priceRangeEndPrice currency country isJoin joinStudent
  broadcast broadcastRemark broadcastCount role applicantCount
  profileJoin { userPvid firstName lastName }
  acceptanceTutorList { pvid isApply isAccept broadcasted tutor { userPvid firstName } }`;

export const ADD_ASSIGNMENT = `mutation Add($title: String, $curriculumPvid: ID, $subjectPvid: ID, $tutorExperience: Int,
  $location: String, $notes: String, $isActive: Boolean, $tutorGender: String, $isJoin: Boolean, $joinStudent: Int,
  $priceRange: AssignmentPriceRangeInput, $broadcast: Boolean, $country: String) {
  addPostingAssignment(title: $title, curriculumPvid: $curriculumPvid, subjectPvid: $subjectPvid,
    tutorExperience: $tutorExperience, location: $location, notes: $notes, isActive: $isActive,
    tutorGender: $tutorGender, isJoin: $isJoin, joinStudent: $joinStudent, priceRange: $priceRange,
    broadcast: $broadcast, country: $country) { ${ASSIGNMENT_FIELDS} }
}`;

export const ANSWER = `mutation Answer($pvid: ID!, $isAccept: Boolean!) {
  acceptanceAssignment(pvid: $pvid, isAccept: $isAccept) { success message assignment { ${ASSIGNMENT_FIELDS} } }
}`;

export interface Person {
  readonly userId: string;
  readonly token: string;
  readonly firstName: string;
}

export interface TutorOptions {
  readonly country?: CountryCode;
  /** Index into the market's subjects and levels (picker order). */
  readonly subject?: number;
  readonly level?: number;
  readonly gender?: Gender;
  readonly experienceYears?: number;
}

/** People for the assignment tests, with the search documents the broadcast matches on kept fresh. */
export function assignmentWorld(t: TestApp) {
  async function student(country: CountryCode = 'sg'): Promise<Person> {
    const user = await makeStudent(t.deps.db, { country });
    return { userId: user.id, firstName: user.firstName, token: await sessionFor(t, user) };
  }

  async function tutor(options: TutorOptions = {}): Promise<Person> {
    const country = options.country ?? 'sg';
    const reference = await marketReference(t, country);
    const user = await makeTutor(t.deps.db, { country });
    const [taught] = await t.deps.db
      .insert(profileSubjects)
      .values({ userId: user.id, subjectId: reference.subjects[options.subject ?? 0]?.id ?? '' })
      .returning({ id: profileSubjects.id });
    await t.deps.db.insert(profileSubjectLevels).values({
      userId: user.id,
      profileSubjectId: taught?.id ?? '',
      levelId: reference.levels[options.level ?? 0]?.id ?? '',
      pricePerHourMinor: 3000,
    });
    if (options.gender) await t.deps.db.insert(profiles).values({ userId: user.id, gender: options.gender });
    if (options.experienceYears) {
      const from = new Date(t.clock.now().getTime() - (options.experienceYears + 0.5) * 365.25 * 86_400_000);
      await t.deps.db.insert(experiences).values({
        userId: user.id,
        type: 'ACADEMIC',
        institution: 'Bright Minds Tuition',
        fromDate: from.toISOString().slice(0, 10),
        isPresent: true,
      });
    }
    await t.flushSearch();
    return { userId: user.id, firstName: user.firstName, token: await sessionFor(t, user) };
  }

  /** What an sg assignment for the first subject at the first level's curriculum needs. */
  async function input(country: CountryCode = 'sg', overrides: Record<string, unknown> = {}) {
    const reference = await marketReference(t, country);
    return {
      title: 'Maths tutor for Secondary 2',
      curriculumPvid: reference.levels[0]?.curriculumId,
      subjectPvid: reference.subjects[0]?.id,
      tutorExperience: 0,
      location: 'Tampines',
      notes: 'Twice a week, weekday evenings',
      tutorGender: 'Any',
      priceRange: { startPrice: 3000, endPrice: 6000 },
      broadcast: true,
      ...overrides,
    };
  }

  return { student, tutor, input };
}
