import { TUTOR_STORAGE_QUOTA_BYTES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  PDF,
  fileCount,
  person,
  pretendFile,
  storageOf,
  uploadFile,
} from './testing/tutor-files-test-helpers';

/** Quota races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the storage quota race test (CI runs it on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('storage quota races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets exactly the uploads that fit through when 20 race for room for 3', async () => {
    const tutor = await person(t, 'tutor');
    await pretendFile(t, tutor.id, TUTOR_STORAGE_QUOTA_BYTES - 3 * PDF.length);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => uploadFile(t, tutor.token, `race-${index}.pdf`)),
    );
    const keys = answers.map((answer) => answer.errors?.[0]?.extensions?.['messageKey'] ?? 'OK');
    expect(keys.filter((key) => key === 'OK')).toHaveLength(3);
    expect(new Set(keys.filter((key) => key !== 'OK'))).toEqual(new Set(['storageQuotaExceeded']));
    expect(await fileCount(t, tutor.id)).toBe(4);
    expect((await storageOf(t, tutor.token))?.usedBytes).toBe(TUTOR_STORAGE_QUOTA_BYTES);
  });
});
