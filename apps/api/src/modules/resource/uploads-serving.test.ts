import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectError } from '../../test/account-helpers';
import {
  DELETE_RESOURCE,
  PROFILE_UPLOADS,
  UPLOAD_AVATAR,
  UPLOAD_CERTIFICATION,
  pdfFile,
  pngFile,
} from '../../test/upload-helpers';
import { resources } from './resource.tables';
import { MAX_MULTIPART_BYTES } from './uploads.routes';
import {
  setUpUploads,
  t,
  tutorToken,
  otherTutorToken,
  studentToken,
  file,
  upload,
  fetchUpload,
  storedFiles,
} from './testing/uploads-test-helpers';

setUpUploads();

describe('deleteResource', () => {
  it("refuses someone else's file (FORBIDDEN) and deletes nothing; the owner's delete removes row and file", async () => {
    const created = await upload(UPLOAD_CERTIFICATION, file('mine.pdf', pdfFile()), tutorToken);
    const resource = created.data?.['uploadCertification'];
    const key = path.basename(resource?.path ?? '');

    for (const token of [otherTutorToken, studentToken]) {
      const refused = await t.gql(DELETE_RESOURCE, { pvid: resource?.pvid }, { token });
      expectError(refused, 'FORBIDDEN', 'forbidden');
    }
    const guest = await t.gql(DELETE_RESOURCE, { pvid: resource?.pvid });
    expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
    expect((await fetchUpload(resource?.path ?? '')).statusCode).toBe(200);
    expect(storedFiles()).toContain(key);

    const deleted = await t.gql<{ deleteResource: { success: boolean } }>(
      DELETE_RESOURCE,
      { pvid: resource?.pvid },
      { token: tutorToken },
    );
    expect(deleted.data?.deleteResource.success).toBe(true);
    expect((await fetchUpload(resource?.path ?? '')).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(key);
    const again = await t.gql(DELETE_RESOURCE, { pvid: resource?.pvid }, { token: tutorToken });
    expectError(again, 'NOT_FOUND', 'notFound');
    expectError(
      await t.gql(DELETE_RESOURCE, { pvid: 'not-a-uuid' }, { token: tutorToken }),
      'NOT_FOUND',
      'notFound',
    );
  });

  it("deleting the avatar clears the profile's avatar", async () => {
    const created = await upload(UPLOAD_AVATAR, file('me.png', pngFile()), otherTutorToken);
    await t.gql(DELETE_RESOURCE, { pvid: created.data?.['uploadAvatar']?.pvid }, { token: otherTutorToken });
    const profile = await t.gql<{ getProfile: { avatar: string | null } }>(
      PROFILE_UPLOADS,
      {},
      {
        token: otherTutorToken,
      },
    );
    expect(profile.data?.getProfile.avatar).toBeNull();
  });
});

describe('request size', () => {
  it('refuses a multipart request over the largest upload before reading it: 413 in the error model', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MAX_MULTIPART_BYTES + 1),
        'auth-token': tutorToken,
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'fileTooLarge',
      fields: { file: 'fileTooLarge' },
    });
  });
});

describe('GET /uploads/:key', () => {
  it.each([
    '/uploads/..%2f..%2fpackage.json',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/../package.json',
    '/uploads/..',
    '/uploads/a/b.png',
    '/uploads/0123456789abcdef0123456789abcdef.png',
    '/uploads/0123456789ABCDEF0123456789ABCDEF.png',
    '/uploads/',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.payload).not.toContain('"name"');
  });

  it('serves only files that have a resources row', async () => {
    const created = await upload(UPLOAD_CERTIFICATION, file('x.pdf', pdfFile()), tutorToken);
    const resource = created.data?.['uploadCertification'];
    await t.deps.db.delete(resources).where(eq(resources.id, resource?.pvid ?? ''));
    expect(storedFiles()).toContain(path.basename(resource?.path ?? ''));
    expect((await fetchUpload(resource?.path ?? '')).statusCode).toBe(404);
  });
});
