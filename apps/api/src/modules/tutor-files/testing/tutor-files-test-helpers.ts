import type { BookingStatus } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { signInToken } from '../../../test/account-helpers';
import type { TestApp } from '../../../test/test-app';
import { gqlUpload } from '../../../test/upload-helpers';
import { bookings } from '../../booking/testing';
import { tutorFiles } from '../tutor-files.tables';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export const FILE_FIELDS = 'id fileName mimeType sizeBytes createdAt downloadPath shares { id target label }';
export const UPLOAD = `mutation Up($file: Upload!) { uploadTutorFile(file: $file) { ${FILE_FIELDS} } }`;
export const STORAGE = '{ myTutorStorage { usedBytes quotaBytes boughtBytes } }';

export interface FileData {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  downloadPath: string;
  shares: { id: string; target: string; label: string }[];
}

export async function person(t: TestApp, kind: 'tutor' | 'student', firstName = 'Ana') {
  const user = await (kind === 'tutor' ? makeTutor : makeStudent)(t.deps.db, {
    country: 'sg',
    firstName,
    lastName: kind === 'tutor' ? 'Tutor' : 'Student',
  });
  return { id: user.id, token: await signInToken(t, user.email) };
}

export function uploadFile(t: TestApp, token: string, fileName: string, bytes: Uint8Array = PDF) {
  return gqlUpload<{ uploadTutorFile: FileData }>(
    t,
    UPLOAD,
    { file: null },
    { file: { fileName, bytes } },
    { token },
  );
}

export async function storageOf(t: TestApp, token: string) {
  const answer = await t.gql<{
    myTutorStorage: { usedBytes: number; quotaBytes: number; boughtBytes: number };
  }>(STORAGE, {}, { token });
  return answer.data?.myTutorStorage;
}

/** A file row of `sizeBytes` as if uploaded (nothing stored): fills a tutor's quota without sending megabytes. */
export async function pretendFile(t: TestApp, ownerUserId: string, sizeBytes: number): Promise<void> {
  await t.deps.db.insert(tutorFiles).values({
    ownerUserId,
    storageKey: `${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.pdf`,
    fileName: 'big.pdf',
    mimeType: 'application/pdf',
    sizeBytes,
  });
}

export async function fileCount(t: TestApp, ownerUserId: string): Promise<number> {
  return (await t.deps.db.select().from(tutorFiles).where(eq(tutorFiles.ownerUserId, ownerUserId))).length;
}

export async function lesson(t: TestApp, tutorId: string, studentId: string, status: BookingStatus = 'PAID') {
  const start = new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000);
  const [row] = await t.deps.db
    .insert(bookings)
    .values({
      tutorId,
      studentId,
      subjectName: 'Mathematics',
      levelName: 'Secondary 1',
      startTime: start,
      endTime: new Date(start.getTime() + 60 * 60 * 1000),
      durationMinutes: 60,
      type: 'ONLINE',
      status,
      country: 'sg',
      currency: 'SGD',
      priceMinor: 4000,
      dueMinor: 4000,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

export function download(t: TestApp, path: string, token?: string) {
  return t.app.inject({ method: 'GET', url: path, headers: token ? { 'auth-token': token } : {} });
}
