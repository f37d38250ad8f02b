import { type MessageKey } from '@ajar/domain';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { UserRow } from '../../account/testing';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { expectError } from '../../../test/account-helpers';
import { marketReference, nth, sessionFor, type MarketReference } from '../../../test/profile-helpers';
import { GET_OWN_PROFILE } from '../../../test/profile-operations';
import type { GraphQLResponse } from '../../../test/test-app';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** What the profile section tests share: the app, both markets' lists, fresh people per test, reads. */

export let t: TestApp;
export let sg: MarketReference;
export let id: MarketReference;
export let people: People;

/** Starts the app for the file and makes a tutor, another tutor and a student before each test. */
export function setUpProfileSections(): void {
  beforeAll(async () => {
    t = await startTestApp();
    sg = await marketReference(t, 'sg');
    id = await marketReference(t, 'id');
  });
  afterAll(() => t.close());
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
}

export type Row = { pvid: string; [key: string]: unknown };
export interface Profile {
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

export async function own(token: string): Promise<Profile> {
  const response = await t.gql<{ getProfile: Profile }>(GET_OWN_PROFILE, {}, { token });
  if (!response.data?.getProfile) throw new Error(JSON.stringify(response.errors));
  return response.data.getProfile;
}

export function data(response: GraphQLResponse<unknown>, key: string): Profile {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  const profile = (response.data as Record<string, Profile> | null | undefined)?.[key];
  if (!profile) throw new Error(`no ${key}`);
  return profile;
}

/** Runs a refused call and checks the error and that the viewer's profile did not change at all. */
export async function refusedUnchanged(
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

export interface People {
  tutor: UserRow;
  tutorToken: string;
  other: UserRow;
  otherToken: string;
  student: UserRow;
  studentToken: string;
}

export const subjectInput = (subject = 0, level = 0, pricePerHour = 4500) => ({
  programmeSubjectPvid: nth(sg.subjects, subject).id,
  levels: [{ programmeLevelPvid: nth(sg.levels, level).id, pricePerHour }],
});
export const educationInput = {
  institution: 'National University of Singapore',
  fromDate: '2008-08-01',
  toDate: '2012-05-31',
  isPresent: false,
};
export const experienceInput = {
  type: 'ACADEMIC',
  institution: 'Raffles Institution',
  fromDate: '2012-07-01',
  toDate: null,
  isPresent: true,
  isPrivateTutor: false,
  subjects: [{ name: 'Mathematics', level: 'Secondary 4', curriculum: 'Singapore MOE' }],
};
