import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { nth } from '../../test/profile-helpers';
import { UPDATE_COUNSELLING, UPDATE_NON_ACADEMIC } from '../../test/profile-operations';
import {
  people,
  t,
  sg,
  id,
  data,
  refusedUnchanged,
  setUpProfileSections,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

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
