import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { uploadsDirOf } from '../../../infra/storage/create-file-storage';
import { signInToken } from '../../../test/account-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { gqlUpload, type FilePart } from '../../../test/upload-helpers';
import { resources } from '../resource.tables';

/** What the upload tests share: the app with small limits, its people, and upload and storage reads. */

export interface ResourceData {
  pvid: string;
  path: string;
  fileName: string;
  mimeType: string;
  encoding: string | null;
  eTag: string;
  durationSecs: number | null;
  kind: string;
  sizeBytes: number;
}
export interface VideoData {
  pvid: string;
  fileName: string;
  description: string | null;
  durationSecs: number | null;
  path: string;
  mimeType: string;
  canDelete: boolean;
}

export const LIMIT = 64 * 1024;
export const KEY_PATH = /^\/uploads\/[0-9a-f]{32}\.[a-z0-9]+$/;

export let t: TestApp;
export let tutorToken: string;
export let otherTutorToken: string;
export let studentToken: string;
export let tutorId: string;
export let uploadsDir: string;

/** Starts the app with small upload limits and signs in a tutor, another tutor and a student. */
export function setUpUploads(): void {
  beforeAll(async () => {
    t = await startTestApp(
      {},
      { uploadLimits: { AVATAR: LIMIT, BANNER: LIMIT, CERTIFICATE: LIMIT, VIDEO: LIMIT } },
    );
    uploadsDir = uploadsDirOf(t.deps.config);
    const tutor = await makeTutor(t.deps.db, {
      email: 'tutor@uploads.test',
      firstName: 'Wei',
      lastName: 'Tan',
    });
    tutorId = tutor.id;
    await makeTutor(t.deps.db, { email: 'other@uploads.test', firstName: 'Siti', lastName: 'Aminah' });
    await makeStudent(t.deps.db, { email: 'student@uploads.test' });
    [tutorToken, otherTutorToken, studentToken] = await Promise.all([
      signInToken(t, 'tutor@uploads.test'),
      signInToken(t, 'other@uploads.test'),
      signInToken(t, 'student@uploads.test'),
    ]);
  });
  afterAll(() => t.close());
}

export const file = (fileName: string, bytes: Uint8Array, contentType?: string): FilePart => ({
  fileName,
  bytes,
  ...(contentType ? { contentType } : {}),
});

export async function upload(
  query: string,
  part: FilePart,
  token: string | undefined,
  variables: Record<string, unknown> = {},
) {
  return gqlUpload<Record<string, ResourceData & VideoData>>(t, query, variables, { file: part }, { token });
}

export async function fetchUpload(urlPath: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: urlPath, headers });
}

export function storedFiles(): string[] {
  return existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
}

export async function resourceCount(): Promise<number> {
  return (await t.deps.db.select().from(resources)).length;
}
