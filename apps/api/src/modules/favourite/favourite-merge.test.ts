import { MAX_FAVOURITES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { nth } from '../../test/profile-helpers';
import { users } from '../account/testing';
import {
  setUpFavourites,
  t,
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
  describe('mergeFavourites', () => {
    it("adds a guest's missing favourites, keeps existing ones as they are and skips stale entries", async () => {
      const { student, token } = await signedInStudent();
      const { tutor: kept, subjectIds: keptSubjects } = await tutorTeaching(2);
      const { tutor: newOne, subjectIds: newSubjects } = await tutorTeaching(1);
      const { tutor: plain } = await tutorTeaching(0);
      const { tutor: gone } = await tutorTeaching(0);
      await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
      const existing = (await add(token, kept.id, [{ profileSubjectId: nth(keptSubjects, 0), units: 2 }]))
        .data?.addFavourite;
      t.clock.advance(1000);

      const merged = await merge(token, [
        { uuid: kept.id, selectedItems: [{ profileSubjectId: nth(keptSubjects, 1), units: 7 }] },
        { uuid: newOne.id, selectedItems: [{ profileSubjectId: nth(newSubjects, 0), units: 3 }] },
        { uuid: plain.id },
        { uuid: plain.id, selectedItems: [] },
        { uuid: gone.id },
        { uuid: student.id },
        { uuid: '00000000-0000-4000-8000-00000000beef' },
        { uuid: 'stale-local-id' },
      ]);
      expect(merged.errors).toBeUndefined();
      const byTutor = new Map(merged.data?.mergeFavourites.map((item) => [item.uuid, item]));
      expect([...byTutor.keys()].sort()).toEqual([kept.id, newOne.id, plain.id].sort());
      expect(byTutor.get(kept.id)).toEqual(existing);
      expect(byTutor.get(newOne.id)?.selectedItems).toEqual([
        { profileSubjectId: nth(newSubjects, 0), units: 3 },
      ]);
      expect(byTutor.get(plain.id)?.selectedItems).toEqual([]);
      expect(await list(token)).toEqual(merged.data?.mergeFavourites);

      // Merging the same list again changes nothing.
      expect((await merge(token, [{ uuid: newOne.id }, { uuid: plain.id }])).data?.mergeFavourites).toEqual(
        merged.data?.mergeFavourites,
      );
    });

    it(`stops at ${MAX_FAVOURITES} in total, in the guest's order`, async () => {
      const { token } = await signedInStudent();
      const tutorIds = await manyTutors(MAX_FAVOURITES + 3);
      const keptIds = tutorIds.slice(0, MAX_FAVOURITES - 2);
      await merge(
        token,
        keptIds.map((uuid) => ({ uuid })),
      );
      const guest = tutorIds.slice(MAX_FAVOURITES - 2);
      expect(guest).toHaveLength(5);
      const merged = await merge(
        token,
        [...guest, nth(keptIds, 0)].map((uuid) => ({ uuid })),
      );
      expect(merged.errors).toBeUndefined();
      expect(merged.data?.mergeFavourites).toHaveLength(MAX_FAVOURITES);
      const now = new Set(await ids(token));
      expect(guest.map((uuid) => now.has(uuid))).toEqual([true, true, false, false, false]);
    });

    it('refuses more than 100 entries and bad selections, changing nothing', async () => {
      const { token } = await signedInStudent();
      const { tutor, subjectIds } = await tutorTeaching(1);
      const { tutor: other, subjectIds: otherSubjects } = await tutorTeaching(1);
      expectError(
        await merge(
          token,
          Array.from({ length: MAX_FAVOURITES + 1 }, () => ({ uuid: tutor.id })),
        ),
        'BAD_USER_INPUT',
        'tooManyFavourites',
      );
      expectError(
        await merge(token, [
          { uuid: tutor.id, selectedItems: [{ profileSubjectId: nth(subjectIds, 0), units: 1 }] },
          { uuid: other.id, selectedItems: [{ profileSubjectId: nth(subjectIds, 0), units: 1 }] },
        ]),
        'BAD_USER_INPUT',
        'subjectRequired',
        { 'list.1.selectedItems.0.profileSubjectId': 'subjectRequired' },
      );
      expectError(
        await merge(token, [
          { uuid: other.id, selectedItems: [{ profileSubjectId: nth(otherSubjects, 0), units: 500 }] },
        ]),
        'BAD_USER_INPUT',
        'invalidUnits',
        { 'list.0.selectedItems.0.units': 'invalidUnits' },
      );
      expect(await list(token)).toEqual([]);
    });
  });
});
