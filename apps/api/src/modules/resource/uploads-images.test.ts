import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectError } from '../../test/account-helpers';
import {
  PROFILE_UPLOADS,
  UPLOAD_AVATAR,
  UPLOAD_BANNER,
  exeFile,
  htmlFile,
  mp4File,
  pngFile,
  textFile,
} from '../../test/upload-helpers';
import { resources } from './resource.tables';
import {
  setUpUploads,
  t,
  tutorToken,
  otherTutorToken,
  studentToken,
  tutorId,
  uploadsDir,
  LIMIT,
  KEY_PATH,
  file,
  upload,
  fetchUpload,
  storedFiles,
  resourceCount,
} from './testing/uploads-test-helpers';

setUpUploads();

describe('uploadAvatar', () => {
  it('stores a PNG under a server-chosen key, crops it to 400×400 and shows it on the profile', async () => {
    const response = await upload(
      UPLOAD_AVATAR,
      file('me.png', pngFile(800, 600), 'image/png'),
      studentToken,
    );
    expect(response.errors).toBeUndefined();
    const avatar = response.data?.['uploadAvatar'];
    expect(avatar).toMatchObject({
      fileName: 'me.png',
      mimeType: 'image/png',
      kind: 'AVATAR',
      encoding: null,
    });
    expect(avatar?.path).toMatch(KEY_PATH);
    expect(avatar?.path.endsWith('.png')).toBe(true);

    const served = await fetchUpload(avatar?.path ?? '');
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([400, 400, 'png']);

    const profile = await t.gql<{ getProfile: { avatar: string | null } }>(
      PROFILE_UPLOADS,
      {},
      { token: studentToken },
    );
    expect(profile.data?.getProfile.avatar).toBe(avatar?.path);
  });

  it('replaces the previous avatar: the old row and file are gone after the new one is stored', async () => {
    const first = await upload(UPLOAD_AVATAR, file('one.png', pngFile(50, 50)), tutorToken);
    const oldPath = first.data?.['uploadAvatar']?.path ?? '';
    const oldKey = path.basename(oldPath);
    expect(existsSync(path.join(uploadsDir, oldKey))).toBe(true);

    const second = await upload(UPLOAD_AVATAR, file('two.png', pngFile(60, 60, [0, 0, 255])), tutorToken);
    const newPath = second.data?.['uploadAvatar']?.path ?? '';
    expect(newPath).not.toBe(oldPath);
    expect(existsSync(path.join(uploadsDir, oldKey))).toBe(false);
    expect((await fetchUpload(oldPath)).statusCode).toBe(404);
    expect((await fetchUpload(newPath)).statusCode).toBe(200);
    const rows = await t.deps.db.select().from(resources).where(eq(resources.ownerUserId, tutorId));
    expect(rows.filter((row) => row.kind === 'AVATAR').map((row) => row.path)).toEqual([newPath]);
  });

  it('strips metadata from photos', async () => {
    const jpeg = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(UPLOAD_AVATAR, file('photo.jpg', jpeg), otherTutorToken);
    expect(response.data?.['uploadAvatar']?.mimeType).toBe('image/jpeg');
    const served = await fetchUpload(response.data?.['uploadAvatar']?.path ?? '');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret camera owner'))).toBe(false);
  });

  it('refuses an executable, an HTML page or text renamed .png with "File type unvalid !"', async () => {
    const before = { rows: await resourceCount(), files: storedFiles() };
    for (const bytes of [exeFile(), htmlFile(), textFile(), mp4File()]) {
      const response = await upload(UPLOAD_AVATAR, file('innocent.png', bytes, 'image/png'), studentToken);
      expectError(response, 'BAD_USER_INPUT', 'fileTypeInvalid', { file: 'fileTypeInvalid' });
    }
    expect({ rows: await resourceCount(), files: storedFiles() }).toEqual(before);
  });

  it('refuses a file with PNG magic bytes that is not a decodable image', async () => {
    const broken = Buffer.concat([pngFile().subarray(0, 16), Buffer.alloc(200, 7)]);
    const response = await upload(UPLOAD_AVATAR, file('broken.png', broken), studentToken);
    expectError(response, 'BAD_USER_INPUT', 'fileTypeInvalid');
  });

  it('refuses an oversize file with fileTooLarge and stores nothing', async () => {
    const before = { rows: await resourceCount(), files: storedFiles() };
    const big = Buffer.concat([pngFile(), Buffer.alloc(LIMIT)]);
    const response = await upload(UPLOAD_AVATAR, file('big.png', big), studentToken);
    expectError(response, 'BAD_USER_INPUT', 'fileTooLarge', { file: 'fileTooLarge' });
    expect({ rows: await resourceCount(), files: storedFiles() }).toEqual(before);
  });

  it('keeps a path-trick file name out of the storage path', async () => {
    const response = await upload(UPLOAD_AVATAR, file('../../etc/passwd.png', pngFile()), studentToken);
    const avatar = response.data?.['uploadAvatar'];
    expect(avatar?.fileName).toBe('passwd.png');
    expect(avatar?.path).toMatch(KEY_PATH);
    const key = path.basename(avatar?.path ?? '');
    expect(storedFiles()).toContain(key);
    expect(existsSync(path.resolve(uploadsDir, '../../etc/passwd.png'))).toBe(false);
  });

  it('refuses guests with UNAUTHENTICATED (HTTP 200: no token to clear)', async () => {
    const response = await upload(UPLOAD_AVATAR, file('me.png', pngFile()), undefined);
    expect(response.status).toBe(200);
    expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
  });
});

describe('uploadProfileBanner', () => {
  it('scales a wide photo down to 1600 wide and shows it as the profile banner', async () => {
    const wide = await sharp({ create: { width: 3200, height: 800, channels: 3, background: '#FF9D00' } })
      .jpeg()
      .toBuffer();
    const response = await upload(UPLOAD_BANNER, file('banner.jpeg', wide), studentToken);
    const banner = response.data?.['uploadProfileBanner'];
    expect(banner).toMatchObject({ kind: 'BANNER', mimeType: 'image/jpeg' });
    expect(banner?.path.endsWith('.jpg')).toBe(true);
    const metadata = await sharp((await fetchUpload(banner?.path ?? '')).rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 400]);

    const again = await upload(UPLOAD_BANNER, file('b2.png', pngFile(100, 20)), studentToken);
    const profile = await t.gql<{ getProfile: { banner: string | null } }>(
      PROFILE_UPLOADS,
      {},
      { token: studentToken },
    );
    expect(profile.data?.getProfile.banner).toBe(again.data?.['uploadProfileBanner']?.path);
    expect((await fetchUpload(banner?.path ?? '')).statusCode).toBe(404);
  });
});
