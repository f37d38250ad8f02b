import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { uploadsDirOf } from '../../infra/storage/create-file-storage';
import {
  S3RVER_BUCKET,
  startS3rverTestServer,
  type S3rverTestServer,
} from '../../infra/storage/s3rver-test-server';
import { signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DELETE_RESOURCE, UPLOAD_AVATAR, gqlUpload, pngFile } from '../../test/upload-helpers';
import { KEY_PATH, file, type ResourceData } from './testing/uploads-test-helpers';

describe('uploads on S3 (s3rver, the real SDK client)', () => {
  let s3: S3rverTestServer;
  let s3App: TestApp;
  beforeAll(async () => {
    s3 = await startS3rverTestServer();
    s3App = await startTestApp(s3.env);
  });
  afterAll(async () => {
    await s3App?.close();
    await s3?.close();
  });

  it('stores an avatar in the bucket, serves it whole and by range, and deletes it with the resource', async () => {
    expect(s3App.deps.storage.description).toBe(`S3 bucket ${S3RVER_BUCKET}/uploads/`);
    await makeStudent(s3App.deps.db, { email: 's3@uploads.test' });
    const token = await signInToken(s3App, 's3@uploads.test');
    const response = await gqlUpload<Record<string, ResourceData>>(
      s3App,
      UPLOAD_AVATAR,
      {},
      { file: file('me.png', pngFile(800, 600), 'image/png') },
      { token },
    );
    expect(response.errors).toBeUndefined();
    const avatar = response.data?.['uploadAvatar'];
    expect(avatar?.path).toMatch(KEY_PATH);
    const key = path.basename(avatar?.path ?? '');
    expect(existsSync(uploadsDirOf(s3App.deps.config))).toBe(false);

    const served = await s3App.app.inject({ method: 'GET', url: avatar?.path ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['etag']).toBe(`"${avatar?.eTag}"`);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([400, 400, 'png']);
    const firstBytes = await s3App.app.inject({
      method: 'GET',
      url: avatar?.path ?? '',
      headers: { range: 'bytes=0-7' },
    });
    expect([firstBytes.statusCode, firstBytes.headers['content-range']]).toEqual([
      206,
      `bytes 0-7/${avatar?.sizeBytes}`,
    ]);
    expect(firstBytes.rawPayload.equals(served.rawPayload.subarray(0, 8))).toBe(true);

    const deleted = await s3App.gql<{ deleteResource: { success: boolean } }>(
      DELETE_RESOURCE,
      { pvid: avatar?.pvid },
      { token },
    );
    expect(deleted.data?.deleteResource.success).toBe(true);
    expect(await s3App.deps.storage.get(key)).toBeNull();
    expect((await s3App.app.inject({ method: 'GET', url: avatar?.path ?? '' })).statusCode).toBe(404);
  });
});
