/** `npm run seed [-- --tutors N]`: replaces the demo accounts (and adds N bulk tutors) in the configured database. */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../../config';
import { openDatabase } from '../open-database';
import { reseedDemo } from './seed';
import { deleteDemoFiles, seedResources } from './seed-resources';
import { seedTutorFiles } from './seed-tutor-files';
import { createFileStorage } from '../../infra/storage/create-file-storage';

const { values } = parseArgs({ options: { tutors: { type: 'string', default: '0' } } });
const tutors = Number(values.tutors);
if (!Number.isInteger(tutors) || tutors < 0) {
  console.error('--tutors takes a whole number');
  process.exit(2);
}

const config = configFromEnv(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = Date.now();
  const storage = await createFileStorage(config);
  await deleteDemoFiles(database.db, storage);
  await reseedDemo(database.db, { tutors, storage, log: (line) => console.log(line) });
  await seedResources(database.db, storage);
  await seedTutorFiles(database.db, storage);
  console.log(
    `Seeded the demo marketplace${tutors ? ` and ${tutors} bulk tutors` : ''} in ${Date.now() - started} ms.`,
  );
} finally {
  await database.close();
}
