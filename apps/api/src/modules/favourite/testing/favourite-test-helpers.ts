import { afterAll, beforeAll } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { marketReference, nth, sessionFor, type MarketReference } from '../../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../account/testing';
import { profileSubjectLevels, profileSubjects } from '../../profile/testing';

/** What the favourite tests share: the app, the market's lists, its operations, tutors and a student. */

export const ITEM_FIELDS = 'pvid uuid tutorName createdAt selectedItems { profileSubjectId units }';
export const GET_FAVOURITES = `query { getFavourites { ${ITEM_FIELDS} } }`;
export const GET_FAVOURITE_IDS = 'query { getFavouriteIds }';
export const ADD_FAVOURITE = `mutation Add($uuid: ID!, $selectedItems: [FavouriteSelectedItemInput!]) {
  addFavourite(uuid: $uuid, selectedItems: $selectedItems) { ${ITEM_FIELDS} }
}`;
export const DELETE_FAVOURITE = `mutation Delete($uuid: ID!) { deleteFavourite(uuid: $uuid) { success message } }`;
export const MERGE_FAVOURITES = `mutation Merge($list: [FavouriteInput!]!) {
  mergeFavourites(list: $list) { ${ITEM_FIELDS} }
}`;

export interface SelectedItem {
  profileSubjectId: string;
  units: number;
}
export interface FavouriteItem {
  pvid: string;
  uuid: string;
  tutorName: string;
  createdAt: string;
  selectedItems: SelectedItem[];
}

export let t: TestApp;
export let sg: MarketReference;

/** Starts the app and reads Singapore's reference lists for the file. */
export function setUpFavourites(): void {
  beforeAll(async () => {
    t = await startTestApp();
    sg = await marketReference(t, 'sg');
  });
  afterAll(() => t.close());
}

/** A tutor teaching the first `subjects` subjects of the market; returns the profile subject ids too. */
export async function tutorTeaching(subjects = 2, options: { firstName?: string; lastName?: string } = {}) {
  const tutor = await makeTutor(t.deps.db, { country: 'sg', ...options });
  if (subjects === 0) return { tutor, subjectIds: [] };
  const taught = await t.deps.db
    .insert(profileSubjects)
    .values(sg.subjects.slice(0, subjects).map((subject) => ({ userId: tutor.id, subjectId: subject.id })))
    .returning({ id: profileSubjects.id });
  {
    await t.deps.db.insert(profileSubjectLevels).values(
      taught.map((row) => ({
        userId: tutor.id,
        profileSubjectId: row.id,
        levelId: nth(sg.levels, 0).id,
        pricePerHourMinor: 4000,
      })),
    );
  }
  return { tutor, subjectIds: taught.map((row) => row.id) };
}

export async function signedInStudent() {
  const student = await makeStudent(t.deps.db, { country: 'sg' });
  return { student, token: await sessionFor(t, student) };
}

export const list = async (token: string) =>
  (await t.gql<{ getFavourites: FavouriteItem[] }>(GET_FAVOURITES, {}, { token })).data?.getFavourites;
export const ids = async (token: string) =>
  (await t.gql<{ getFavouriteIds: string[] }>(GET_FAVOURITE_IDS, {}, { token })).data?.getFavouriteIds;
export const add = (token: string, uuid: string, selectedItems?: SelectedItem[] | null) =>
  t.gql<{ addFavourite: FavouriteItem }>(
    ADD_FAVOURITE,
    { uuid, ...(selectedItems !== undefined ? { selectedItems } : {}) },
    { token },
  );
export const merge = (token: string, entries: { uuid: string; selectedItems?: SelectedItem[] }[]) =>
  t.gql<{ mergeFavourites: FavouriteItem[] }>(MERGE_FAVOURITES, { list: entries }, { token });

export async function manyTutors(count: number): Promise<string[]> {
  const rows = await t.deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bulk-fav-${i}-${Math.random().toString(36).slice(2)}@example.test`,
        passwordHash: 'x',
        firstName: 'Many',
        lastName: `Tutor${i}`,
        country: 'sg' as const,
        roleId: '00000000-0000-4000-8000-000000000002',
        tutorKind: 'ACADEMIC' as const,
        verified: true,
        token: `fav-${i}-${Math.random().toString(36).slice(2)}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
