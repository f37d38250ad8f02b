import { TUTOR_FILE_TYPES, type TutorFileType } from '@ajar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../infra/storage/file-storage';
import { newStorageKey } from '../../infra/storage/storage-keys';
import { users } from '../account';
import { bookings } from '../booking';
import { initialsAvatarPng } from '../resource';
import { tutorFileShares, tutorFiles } from './tutor-files.tables';

/** A one-page PDF saying `text` (what a viewer opens). */
function demoPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One second of silence as 8 kHz mono WAV (a pronunciation recording's place). */
function demoWav(): Buffer {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

const DEMO_FILES: readonly { fileName: string; type: TutorFileType; bytes: () => Buffer }[] = [
  {
    fileName: 'Algebra worksheet 1.pdf',
    type: 'pdf',
    bytes: () => demoPdf('Algebra worksheet 1: solve for x'),
  },
  { fileName: 'Geometry cheat sheet.png', type: 'png', bytes: () => initialsAvatarPng('GS', '#1677ff', 240) },
  { fileName: 'Pronunciation drill.wav', type: 'wav', bytes: demoWav },
];

/**
 * A demo tutor's Resources: a worksheet, an image and a recording, the worksheet shared with the
 * student of their latest taught lesson. Does nothing for a tutor who has files already.
 */
export async function seedDemoTutorFiles(
  db: Database,
  storage: FileStorage,
  tutorId: string,
): Promise<number> {
  const existing = await db
    .select({ id: tutorFiles.id })
    .from(tutorFiles)
    .where(eq(tutorFiles.ownerUserId, tutorId));
  if (existing.length > 0) return 0;
  const ids: string[] = [];
  for (const file of DEMO_FILES) {
    const bytes = file.bytes();
    const { mimeType, extensions } = TUTOR_FILE_TYPES[file.type];
    const storageKey = newStorageKey(extensions[0]);
    await storage.put(storageKey, bytes, mimeType);
    const [row] = await db
      .insert(tutorFiles)
      .values({
        ownerUserId: tutorId,
        storageKey,
        fileName: file.fileName,
        mimeType,
        sizeBytes: bytes.length,
      })
      .returning({ id: tutorFiles.id });
    ids.push(row!.id);
  }
  const [lesson] = await db
    .select({ id: bookings.id, studentId: bookings.studentId })
    .from(bookings)
    .where(and(eq(bookings.tutorId, tutorId), inArray(bookings.status, ['DONE', 'PAID', 'ACCEPTED'])))
    .limit(1);
  if (lesson && ids[0]) {
    const [student] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, lesson.studentId));
    await db.insert(tutorFileShares).values({
      fileId: ids[0],
      recipientUserId: lesson.studentId,
      bookingId: lesson.id,
      classId: null,
      label: `${student?.firstName ?? ''} ${student?.lastName ?? ''}`.trim(),
    });
  }
  return ids.length;
}
