import { MESSAGES, MESSAGES_ID, TUTOR_STORAGE_QUOTA_BYTES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  FILE_FIELDS,
  PDF,
  download,
  fileCount,
  lesson,
  person,
  pretendFile,
  storageOf,
  uploadFile,
  type FileData,
} from './testing/tutor-files-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SHARE = `mutation Share($id: ID!, $bookingId: ID, $classId: ID) {
  shareTutorFile(id: $id, bookingId: $bookingId, classId: $classId) { ${FILE_FIELDS} }
}`;
const SHARED_WITH_ME = '{ filesSharedWithMe { id fileName tutorName downloadPath sizeBytes } }';

describe('a tutor’s Resources', () => {
  it('uploads, lists, renames, shares with a booking’s student who downloads it; no one else can', async () => {
    const tutor = await person(t, 'tutor', 'Wei');
    const student = await person(t, 'student', 'Budi');
    const stranger = await person(t, 'student', 'Eve');
    const bookingId = await lesson(t, tutor.id, student.id);

    const uploaded = await uploadFile(t, tutor.token, 'Algebra notes.pdf');
    expect(uploaded.errors).toBeUndefined();
    const file = uploaded.data!.uploadTutorFile;
    expect(file).toMatchObject({
      fileName: 'Algebra notes.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    expect((await storageOf(t, tutor.token))?.usedBytes).toBe(PDF.length);

    const renamed = await t.gql<{ renameTutorFile: FileData }>(
      `mutation { renameTutorFile(id: "${file.id}", fileName: "Week 1.pdf") { fileName } }`,
      {},
      { token: tutor.token },
    );
    expect(renamed.data?.renameTutorFile.fileName).toBe('Week 1.pdf');

    const targets = await t.gql<{
      tutorFileShareTargets: { bookings: { bookingId: string; studentName: string }[] };
    }>(
      '{ tutorFileShareTargets { bookings { bookingId studentName } classes { classId title } } }',
      {},
      { token: tutor.token },
    );
    expect(targets.data?.tutorFileShareTargets.bookings).toEqual([
      { bookingId, studentName: 'Budi Student' },
    ]);

    // The file is not the student's before it is shared.
    expect((await download(t, file.downloadPath, student.token)).statusCode).toBe(404);
    const shared = await t.gql<{ shareTutorFile: FileData }>(
      SHARE,
      { id: file.id, bookingId },
      { token: tutor.token },
    );
    expect(shared.data?.shareTutorFile.shares).toMatchObject([{ target: 'BOOKING', label: 'Budi Student' }]);

    const mine = await t.gql<{ filesSharedWithMe: { fileName: string; tutorName: string }[] }>(
      SHARED_WITH_ME,
      {},
      { token: student.token },
    );
    expect(mine.data?.filesSharedWithMe).toMatchObject([{ fileName: 'Week 1.pdf', tutorName: 'Wei Tutor' }]);
    const got = await download(t, file.downloadPath, student.token);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain('attachment; filename="Week 1.pdf"');
    expect((await download(t, file.downloadPath, tutor.token)).statusCode).toBe(200);

    expect((await download(t, file.downloadPath, stranger.token)).statusCode).toBe(404);
    expect((await download(t, file.downloadPath)).statusCode).toBe(401);
    const strangers = await t.gql<{ filesSharedWithMe: unknown[] }>(
      SHARED_WITH_ME,
      {},
      { token: stranger.token },
    );
    expect(strangers.data?.filesSharedWithMe).toEqual([]);

    // Another tutor cannot share, rename or delete it, nor share a booking that is not theirs.
    const other = await person(t, 'tutor', 'Siti');
    expectError(
      await t.gql(SHARE, { id: file.id, bookingId }, { token: other.token }),
      'NOT_FOUND',
      'notFound',
    );
    const own = (await uploadFile(t, other.token, 'x.pdf')).data!.uploadTutorFile;
    expectError(
      await t.gql(SHARE, { id: own.id, bookingId }, { token: other.token }),
      'BAD_USER_INPUT',
      'tutorFileShareTargetInvalid',
    );

    const deleted = await t.gql(
      `mutation { deleteTutorFile(id: "${file.id}") { success } }`,
      {},
      { token: tutor.token },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await download(t, file.downloadPath, student.token)).statusCode).toBe(404);
    expect((await storageOf(t, tutor.token))?.usedBytes).toBe(0);
  });

  it('refuses a file of a type it does not keep, and students cannot upload', async () => {
    const tutor = await person(t, 'tutor');
    const refused = await uploadFile(t, tutor.token, 'run.exe', Buffer.from('MZ\x90\x00 not a document'));
    expectError(refused, 'BAD_USER_INPUT', 'tutorFileTypeInvalid', { file: 'tutorFileTypeInvalid' });
    const student = await person(t, 'student');
    expect((await uploadFile(t, student.token, 'a.pdf')).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });

  it('storage quota is enforced: an upload over it is refused in en and id, and usage is unchanged', async () => {
    const tutor = await person(t, 'tutor');
    await pretendFile(t, tutor.id, TUTOR_STORAGE_QUOTA_BYTES - PDF.length - 10);
    expect((await uploadFile(t, tutor.token, 'fits.pdf')).errors).toBeUndefined();
    const before = await storageOf(t, tutor.token);
    expect(before).toMatchObject({
      usedBytes: TUTOR_STORAGE_QUOTA_BYTES - 10,
      quotaBytes: TUTOR_STORAGE_QUOTA_BYTES,
    });

    const over = await uploadFile(t, tutor.token, 'over.pdf');
    expectError(over, 'BAD_USER_INPUT', 'storageQuotaExceeded', { file: 'storageQuotaExceeded' });
    expect(MESSAGES.storageQuotaExceeded).toMatch(/does not fit/);
    expect(MESSAGES_ID.storageQuotaExceeded).toMatch(/tidak muat/);
    expect(await storageOf(t, tutor.token)).toEqual(before);
    expect(await fileCount(t, tutor.id)).toBe(2);
  });
});
