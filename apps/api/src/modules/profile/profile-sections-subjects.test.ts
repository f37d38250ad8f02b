import { describe, expect, it } from 'vitest';
import { makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { nth, sessionFor } from '../../test/profile-helpers';
import { UPDATE_SUBJECT } from '../../test/profile-operations';
import {
  people,
  t,
  sg,
  id,
  data,
  refusedUnchanged,
  subjectInput,
  setUpProfileSections,
} from './testing/profile-sections-test-helpers';

setUpProfileSections();

describe('subjects: updateSubject, deleteSubject, deleteLevel', () => {
  it('adds subjects with levels and prices in minor units, replaces the levels given, and refuses bad input', async () => {
    const { tutorToken: token } = people;
    const first = data(
      await t.gql(UPDATE_SUBJECT, { list: [subjectInput(0, 0, 4500), subjectInput(1, 1, 6000)] }, { token }),
      'updateSubject',
    );
    expect(first.subjectList).toHaveLength(2);
    expect(first.subjectList[0]).toMatchObject({
      programmeSubjectPvid: nth(sg.subjects, 0).id,
      name: nth(sg.subjects, 0).name,
      levels: [
        { programmeLevelPvid: nth(sg.levels, 0).id, name: nth(sg.levels, 0).name, pricePerHour: 4500 },
      ],
    });
    // Upsert by subject: the levels of subject 0 are replaced; subject 1 stays.
    const second = data(
      await t.gql(
        UPDATE_SUBJECT,
        {
          list: [
            {
              programmeSubjectPvid: nth(sg.subjects, 0).id,
              levels: [
                { programmeLevelPvid: nth(sg.levels, 2).id, pricePerHour: 200 },
                { programmeLevelPvid: nth(sg.levels, 3).id, pricePerHour: 7000 },
              ],
            },
          ],
        },
        { token },
      ),
      'updateSubject',
    );
    expect(second.subjectList).toHaveLength(2);
    expect(second.subjectList[0]?.levels.map((level) => level.pricePerHour)).toEqual([200, 7000]);

    const minimum = 'priceBelowMinimum';
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SUBJECT, { list: [subjectInput(2, 0, 199)] }, { token }),
      'BAD_USER_INPUT',
      minimum,
      { 'list.0.levels.0.pricePerHour': minimum },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SUBJECT, { list: [subjectInput(2, 0, -5)] }, { token }),
      'BAD_USER_INPUT',
      minimum,
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_SUBJECT,
          { list: [{ programmeSubjectPvid: nth(sg.subjects, 2).id, levels: [] }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'levelRequired',
      { 'list.0.levels': 'levelRequired' },
    );
    await refusedUnchanged(
      token,
      () => t.gql(UPDATE_SUBJECT, { list: [{ ...subjectInput(2), programmeSubjectPvid: '' }] }, { token }),
      'BAD_USER_INPUT',
      'subjectRequired',
    );
    // A subject or level of another market is not a choice here; a valid first entry is not saved either.
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_SUBJECT,
          { list: [subjectInput(3), { ...subjectInput(4), programmeSubjectPvid: nth(id.subjects, 0).id }] },
          { token },
        ),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'list.1.programmeSubjectPvid': 'subjectRequired' },
    );
    await refusedUnchanged(
      token,
      () =>
        t.gql(
          UPDATE_SUBJECT,
          {
            list: [
              {
                programmeSubjectPvid: nth(sg.subjects, 3).id,
                levels: [{ programmeLevelPvid: nth(id.levels, 0).id, pricePerHour: 5000 }],
              },
            ],
          },
          { token },
        ),
      'BAD_USER_INPUT',
      'levelRequired',
      { 'list.0.levels.0.programmeLevelPvid': 'levelRequired' },
    );

    // Indonesia's minimum is Rp 20.000 (IDR has no minor digits).
    const indonesian = await makeTutor(t.deps.db, { country: 'id' });
    const idToken = await sessionFor(t, indonesian);
    const idSubject = {
      programmeSubjectPvid: nth(id.subjects, 0).id,
      levels: [{ programmeLevelPvid: nth(id.levels, 0).id, pricePerHour: 19999 }],
    };
    await refusedUnchanged(
      idToken,
      () => t.gql(UPDATE_SUBJECT, { list: [idSubject] }, { token: idToken }),
      'BAD_USER_INPUT',
      minimum,
    );
    const ok = data(
      await t.gql(
        UPDATE_SUBJECT,
        { list: [{ ...idSubject, levels: [{ ...idSubject.levels[0], pricePerHour: 20000 }] }] },
        { token: idToken },
      ),
      'updateSubject',
    );
    expect(ok).toMatchObject({ currency: 'IDR', subjectList: [{ levels: [{ pricePerHour: 20000 }] }] });
  });

  it('is for tutors only: students are FORBIDDEN, visitors UNAUTHENTICATED', async () => {
    await refusedUnchanged(
      people.studentToken,
      () => t.gql(UPDATE_SUBJECT, { list: [subjectInput()] }, { token: people.studentToken }),
      'FORBIDDEN',
      'forbidden',
    );
    const guest = await t.gql(UPDATE_SUBJECT, { list: [subjectInput()] });
    expect(guest.status).toBe(200);
    expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
  });
});
