import { ROLE_CODES } from '@ajar/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../client';
import type { FileStorage } from '../../infra/storage/file-storage';
import { roles, users } from '../../modules/account';
import { seedDemoTutorFiles } from '../../modules/tutor-files';

/** Each market's demo tutor login (tutor@ajar.test, tutor.<country>@ajar.test) gets Resources files. */
export async function seedTutorFiles(db: Database, storage: FileStorage): Promise<number> {
  const tutors = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.code, ROLE_CODES.tutor), like(users.email, 'tutor%@ajar.test')));
  let seeded = 0;
  for (const tutor of tutors) seeded += await seedDemoTutorFiles(db, storage, tutor.id);
  return seeded;
}
