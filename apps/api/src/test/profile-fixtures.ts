import type { ProfileSection } from '@ajar/domain';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../modules/account/testing';
import { resources, type ResourceKind } from '../modules/resource/testing';
import {
  certificates,
  education,
  experiences,
  profileSubjectLevels,
  profileSubjects,
  skills,
} from '../modules/profile/testing';
import type { MarketReference } from './profile-helpers';
import { nth } from './profile-helpers';

/** A resource row as an upload would leave it (the uploads module owns the real thing). */
export async function insertResource(executor: Executor, ownerUserId: string, kind: ResourceKind) {
  const key = randomBytes(8).toString('hex');
  const [row] = await executor
    .insert(resources)
    .values({
      ownerUserId,
      kind,
      storageKey: key,
      path: `/uploads/${key}`,
      fileName: `${kind.toLowerCase()}-${key}.bin`,
      mimeType: kind === 'VIDEO' ? 'video/mp4' : kind === 'CERTIFICATE' ? 'application/pdf' : 'image/png',
      eTag: key,
      sizeBytes: 1024,
    })
    .returning();
  if (!row) throw new Error('insert returned no resource');
  return row;
}

/** Writes the rows that complete the given sections of a tutor's profile, straight into the tables. */
export async function completeSections(
  executor: Executor,
  userId: string,
  sections: readonly ProfileSection[],
  reference: MarketReference,
): Promise<void> {
  for (const section of sections) {
    switch (section) {
      case 'Subjects': {
        const [subject] = await executor
          .insert(profileSubjects)
          .values({ userId, subjectId: nth(reference.subjects, 0).id })
          .returning({ id: profileSubjects.id });
        await executor.insert(profileSubjectLevels).values({
          userId,
          profileSubjectId: subject?.id ?? '',
          levelId: nth(reference.levels, 0).id,
          pricePerHourMinor: 5000,
        });
        break;
      }
      case 'Education':
        await executor
          .insert(education)
          .values({ userId, institution: 'NUS', fromDate: '2010-08-01', isPresent: true });
        break;
      case 'Experience':
        await executor
          .insert(experiences)
          .values({ userId, type: 'ACADEMIC', institution: 'MOE', fromDate: '2015-01-01', isPresent: true });
        break;
      case 'Certificate':
        await executor
          .insert(certificates)
          .values({ userId, name: 'CELTA', issuer: 'Cambridge', issuedDate: '2016-06-30' });
        break;
      case 'Skill':
        await executor.insert(skills).values({ userId, name: 'Patience' });
        break;
      case 'IntroductionVideo':
        await insertResource(executor, userId, 'VIDEO');
        break;
      case 'BasicProfile': {
        const avatar = await insertResource(executor, userId, 'AVATAR');
        await executor
          .update(users)
          .set({ avatarUrl: avatar.path, description: 'Friendly maths tutor', address: 'Bishan' })
          .where(eq(users.id, userId));
        break;
      }
    }
  }
}
