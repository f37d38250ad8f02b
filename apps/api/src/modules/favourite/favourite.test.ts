import { MAX_FAVOURITES, MESSAGES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { SIGN_OUT } from '../../test/account-operations';
import { expectError, signInToken } from '../../test/account-helpers';
import { nth, sessionFor } from '../../test/profile-helpers';
import { completeSections } from '../../test/profile-fixtures';
import { users } from '../account/testing';
import { favourites } from './favourite.tables';
import {
  setUpFavourites,
  t,
  sg,
  GET_FAVOURITES,
  GET_FAVOURITE_IDS,
  ADD_FAVOURITE,
  DELETE_FAVOURITE,
  MERGE_FAVOURITES,
  tutorTeaching,
  signedInStudent,
  list,
  ids,
  add,
  merge,
  manyTutors,
} from './testing/favourite-test-helpers';

setUpFavourites();

describe('favourites', () => {
  it('refuses guests with notLoggedIn (HTTP 200, the stored token is not dead)', async () => {
    const { tutor } = await tutorTeaching(0);
    for (const [query, variables] of [
      [GET_FAVOURITES, {}],
      [GET_FAVOURITE_IDS, {}],
      [ADD_FAVOURITE, { uuid: tutor.id }],
      [DELETE_FAVOURITE, { uuid: tutor.id }],
      [MERGE_FAVOURITES, { list: [{ uuid: tutor.id }] }],
    ] as const) {
      const response = await t.gql(query, variables);
      expect(response.status).toBe(200);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
    expect(await t.deps.db.select().from(favourites).where(eq(favourites.tutorUserId, tutor.id))).toEqual([]);
  });

  it('adds, lists and deletes; adding again is an upsert that replaces selectedItems only when given', async () => {
    const { token } = await signedInStudent();
    const { tutor, subjectIds } = await tutorTeaching(2, { firstName: 'Wei Ling', lastName: 'Tan' });
    const [first, second] = subjectIds as [string, string];
    expect(await list(token)).toEqual([]);

    const added = await add(token, tutor.id, [{ profileSubjectId: first, units: 4 }]);
    expect(added.errors).toBeUndefined();
    expect(added.data?.addFavourite).toEqual({
      pvid: expect.any(String),
      uuid: tutor.id,
      tutorName: 'Wei Ling Tan',
      createdAt: t.clock.now().toISOString(),
      selectedItems: [{ profileSubjectId: first, units: 4 }],
    });
    const pvid = added.data?.addFavourite.pvid;

    t.clock.advance(60_000);
    const again = await add(token, tutor.id);
    expect(again.data?.addFavourite).toMatchObject({
      pvid,
      selectedItems: [{ profileSubjectId: first, units: 4 }],
      createdAt: added.data?.addFavourite.createdAt,
    });
    const replaced = await add(token, tutor.id, [
      { profileSubjectId: second, units: 2 },
      { profileSubjectId: first.toUpperCase(), units: 1 },
      { profileSubjectId: first, units: 3 },
    ]);
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data?.addFavourite.pvid).toBe(pvid);
    expect(replaced.data?.addFavourite.selectedItems).toHaveLength(2);
    expect(replaced.data?.addFavourite.selectedItems).toEqual(
      expect.arrayContaining([
        { profileSubjectId: first, units: 3 },
        { profileSubjectId: second, units: 2 },
      ]),
    );
    expect((await add(token, tutor.id, [])).data?.addFavourite.selectedItems).toEqual([]);

    expect(await list(token)).toHaveLength(1);
    expect(await ids(token)).toEqual([tutor.id]);

    const deleted = await t.gql(DELETE_FAVOURITE, { uuid: tutor.id }, { token });
    expect(deleted.data).toEqual({ deleteFavourite: { success: true, message: MESSAGES.favouriteRemoved } });
    expect(await list(token)).toEqual([]);
    expect(await ids(token)).toEqual([]);
    // Forgetting a tutor that is not kept (or an id that is no id) is not an error.
    expect((await t.gql(DELETE_FAVOURITE, { uuid: tutor.id }, { token })).data).toEqual({
      deleteFavourite: { success: true, message: MESSAGES.favouriteRemoved },
    });
    expect((await t.gql(DELETE_FAVOURITE, { uuid: 'nonsense' }, { token })).errors).toBeUndefined();
  });

  it('lists newest first', async () => {
    const { token } = await signedInStudent();
    const { tutor: older } = await tutorTeaching(0);
    const { tutor: newer } = await tutorTeaching(0);
    await add(token, older.id);
    t.clock.advance(1000);
    await add(token, newer.id);
    expect((await list(token))?.map((item) => item.uuid)).toEqual([newer.id, older.id]);
    expect(await ids(token)).toEqual(expect.arrayContaining([older.id, newer.id]));
  });

  it('keeps favourites on the server across sign-out and a new sign-in', async () => {
    const email = `keeper-${Date.now()}@example.test`;
    await makeStudent(t.deps.db, { email, country: 'sg' });
    const { tutor } = await tutorTeaching(0);
    const firstSession = await signInToken(t, email);
    await add(firstSession, tutor.id);
    expect((await t.gql(SIGN_OUT, {}, { token: firstSession })).errors).toBeUndefined();
    expect((await t.gql(GET_FAVOURITES, {}, { token: firstSession })).status).toBe(401);

    const secondSession = await signInToken(t, email);
    expect((await list(secondSession))?.map((item) => item.uuid)).toEqual([tutor.id]);
    expect(await ids(secondSession)).toEqual([tutor.id]);
  });

  it("never shows or changes another user's favourites", async () => {
    const alice = await signedInStudent();
    const bob = await signedInStudent();
    const { tutor, subjectIds } = await tutorTeaching(1);
    const first = nth(subjectIds, 0);
    const alices = await add(alice.token, tutor.id, [{ profileSubjectId: first, units: 5 }]);

    expect(await list(bob.token)).toEqual([]);
    expect(await ids(bob.token)).toEqual([]);
    // Bob deleting "the same" tutor only touches his own (absent) favourite.
    await t.gql(DELETE_FAVOURITE, { uuid: tutor.id }, { token: bob.token });
    expect(await list(alice.token)).toEqual([alices.data?.addFavourite]);

    // Bob keeping the tutor makes his own favourite; Alice's selection is untouched.
    const bobs = await add(bob.token, tutor.id, [{ profileSubjectId: first, units: 1 }]);
    expect(bobs.data?.addFavourite.pvid).not.toBe(alices.data?.addFavourite.pvid);
    await merge(bob.token, [{ uuid: tutor.id, selectedItems: [{ profileSubjectId: first, units: 9 }] }]);
    expect(await list(alice.token)).toEqual([alices.data?.addFavourite]);
    expect((await list(bob.token))?.[0]?.selectedItems).toEqual([{ profileSubjectId: first, units: 1 }]);
  });

  it('only keeps existing active tutors, never the user themselves', async () => {
    const { token } = await signedInStudent();
    const { student: otherStudent } = await signedInStudent();
    const { tutor: gone } = await tutorTeaching(0);
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));

    expectError(await add(token, '00000000-0000-4000-8000-00000000abcd'), 'NOT_FOUND', 'notFound');
    expectError(await add(token, 'not-a-uuid'), 'NOT_FOUND', 'notFound');
    expectError(await add(token, otherStudent.id), 'NOT_FOUND', 'notFound');
    expectError(await add(token, gone.id), 'NOT_FOUND', 'notFound');

    const { tutor } = await tutorTeaching(0);
    const tutorToken = await sessionFor(t, tutor);
    expectError(await add(tutorToken, tutor.id), 'FORBIDDEN', 'ownFavourite');
    expect(await list(token)).toEqual([]);
    expect(await list(tutorToken)).toEqual([]);
  });

  it('refuses selected subjects of another tutor and units outside 1..100, changing nothing', async () => {
    const { token } = await signedInStudent();
    const { tutor, subjectIds } = await tutorTeaching(1);
    const { subjectIds: othersSubjects } = await tutorTeaching(1);
    const mine = nth(subjectIds, 0);
    const before = (await add(token, tutor.id, [{ profileSubjectId: mine, units: 2 }])).data?.addFavourite;

    expectError(
      await add(token, tutor.id, [
        { profileSubjectId: mine, units: 3 },
        { profileSubjectId: nth(othersSubjects, 0), units: 1 },
      ]),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'selectedItems.1.profileSubjectId': 'subjectRequired' },
    );
    expectError(
      await add(token, tutor.id, [{ profileSubjectId: 'garbage', units: 1 }]),
      'BAD_USER_INPUT',
      'subjectRequired',
    );
    for (const units of [0, -1, 101]) {
      expectError(
        await add(token, tutor.id, [{ profileSubjectId: mine, units }]),
        'BAD_USER_INPUT',
        'invalidUnits',
        { 'selectedItems.0.units': 'invalidUnits' },
      );
    }
    expect(await list(token)).toEqual([before]);

    // A new favourite with a bad subject is not created either.
    const { tutor: fresh } = await tutorTeaching(1);
    expectError(
      await add(token, fresh.id, [{ profileSubjectId: mine, units: 1 }]),
      'BAD_USER_INPUT',
      'subjectRequired',
    );
    expect(await ids(token)).toEqual([tutor.id]);
  });

  it('shows the search card of a listed tutor, and a name-only row for one who is not listed', async () => {
    const { token } = await signedInStudent();
    const listed = await makeTutor(t.deps.db, { country: 'sg', firstName: 'Listed', lastName: 'Tutor' });
    await completeSections(
      t.deps.db,
      listed.id,
      ['Subjects', 'Education', 'Experience', 'Certificate', 'Skill', 'BasicProfile'],
      sg,
    );
    const { tutor: hidden } = await tutorTeaching(1, { firstName: 'Hidden', lastName: 'Tutor' });
    await add(token, listed.id);
    await add(token, hidden.id);
    const response = await t.gql<{
      getFavourites: {
        uuid: string;
        tutorName: string;
        tutor: { userPvid: string; firstName: string } | null;
      }[];
    }>('query { getFavourites { uuid tutorName tutor { userPvid firstName } } }', {}, { token });
    expect(response.errors).toBeUndefined();
    const byTutor = new Map(response.data?.getFavourites.map((item) => [item.uuid, item]));
    expect(byTutor.get(listed.id)).toEqual({
      uuid: listed.id,
      tutorName: 'Listed Tutor',
      tutor: { userPvid: listed.id, firstName: 'Listed' },
    });
    expect(byTutor.get(hidden.id)).toEqual({ uuid: hidden.id, tutorName: 'Hidden Tutor', tutor: null });
  });

  it(`keeps at most ${MAX_FAVOURITES} favourites`, async () => {
    const { token } = await signedInStudent();
    const tutorIds = await manyTutors(MAX_FAVOURITES + 1);
    const merged = await merge(
      token,
      tutorIds.slice(0, MAX_FAVOURITES).map((uuid) => ({ uuid })),
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data?.mergeFavourites).toHaveLength(MAX_FAVOURITES);
    expectError(await add(token, nth(tutorIds, MAX_FAVOURITES)), 'BAD_USER_INPUT', 'tooManyFavourites');
    // Touching one already kept still works at the cap.
    expect((await add(token, nth(tutorIds, 0))).errors).toBeUndefined();
    await t.gql(DELETE_FAVOURITE, { uuid: nth(tutorIds, 0) }, { token });
    expect((await add(token, nth(tutorIds, MAX_FAVOURITES))).errors).toBeUndefined();
    expect(await ids(token)).toHaveLength(MAX_FAVOURITES);
  });
});
