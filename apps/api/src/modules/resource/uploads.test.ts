import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { uploadsDirOf } from '../../infra/storage/create-file-storage';
import {
  S3RVER_BUCKET,
  startS3rverTestServer,
  type S3rverTestServer,
} from '../../infra/storage/s3rver-test-server';
import { expectError, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  DELETE_RESOURCE,
  INTRO_VIDEO_HOME,
  PROFILE_UPLOADS,
  UPLOAD_AVATAR,
  UPLOAD_BANNER,
  UPLOAD_CERTIFICATION,
  UPLOAD_VIDEO,
  aviFile,
  docFile,
  docxFile,
  exeFile,
  flvFile,
  gqlUpload,
  htmlFile,
  isoMediaFile,
  mp4File,
  pdfFile,
  pngFile,
  textFile,
  wmvFile,
  xlsxFile,
  type FilePart,
} from '../../test/upload-helpers';
import { resources } from './resource.tables';
import { MAX_MULTIPART_BYTES } from './uploads.routes';

interface ResourceData {
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
interface VideoData {
  pvid: string;
  fileName: string;
  description: string | null;
  durationSecs: number | null;
  path: string;
  mimeType: string;
  canDelete: boolean;
}

const LIMIT = 64 * 1024;
const KEY_PATH = /^\/uploads\/[0-9a-f]{32}\.[a-z0-9]+$/;

let t: TestApp;
let tutorToken: string;
let otherTutorToken: string;
let studentToken: string;
let tutorId: string;
let uploadsDir: string;

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

const file = (fileName: string, bytes: Uint8Array, contentType?: string): FilePart => ({
  fileName,
  bytes,
  ...(contentType ? { contentType } : {}),
});

async function upload(
  query: string,
  part: FilePart,
  token: string | undefined,
  variables: Record<string, unknown> = {},
) {
  return gqlUpload<Record<string, ResourceData & VideoData>>(t, query, variables, { file: part }, { token });
}

async function fetchUpload(urlPath: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: urlPath, headers });
}

function storedFiles(): string[] {
  return existsSync(uploadsDir) ? readdirSync(uploadsDir).sort() : [];
}

async function resourceCount(): Promise<number> {
  return (await t.deps.db.select().from(resources)).length;
}

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

  it('refuses guests with UNAUTHENTICATED (HTTP 401)', async () => {
    const response = await upload(UPLOAD_AVATAR, file('me.png', pngFile()), undefined);
    expect(response.status).toBe(401);
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

describe('uploadCertification', () => {
  it.each([
    ['degree.pdf', pdfFile(), 'application/pdf', 'pdf'],
    ['letter.doc', docFile(), 'application/msword', 'doc'],
    [
      'letter.docx',
      docxFile(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    ['scan.png', pngFile(30, 20), 'image/png', 'png'],
    ['renamed-png.pdf', pngFile(30, 20), 'image/png', 'png'],
  ])('accepts %s as %s (decided by content)', async (name, bytes, mimeType, extension) => {
    const response = await upload(UPLOAD_CERTIFICATION, file(name, bytes), tutorToken);
    expect(response.errors).toBeUndefined();
    const resource = response.data?.['uploadCertification'];
    expect(resource).toMatchObject({ fileName: name, mimeType, kind: 'CERTIFICATE' });
    expect(resource?.path.endsWith(`.${extension}`)).toBe(true);
  });

  it('accepts a JPEG scan', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const response = await upload(UPLOAD_CERTIFICATION, file('scan.jpg', jpeg), tutorToken);
    expect(response.data?.['uploadCertification']?.mimeType).toBe('image/jpeg');
  });

  it('refuses text, HTML, an executable or a spreadsheet dressed up as a certificate', async () => {
    const cases: [string, Buffer][] = [
      ['cv.pdf', textFile()],
      ['cv.doc', htmlFile()],
      ['setup.docx', exeFile()],
      ['marks.docx', xlsxFile()],
      ['video.pdf', mp4File()],
    ];
    for (const [name, bytes] of cases) {
      const response = await upload(UPLOAD_CERTIFICATION, file(name, bytes), tutorToken);
      expectError(response, 'BAD_USER_INPUT', 'fileTypeInvalid');
    }
  });

  it('is for tutors only', async () => {
    const response = await upload(UPLOAD_CERTIFICATION, file('degree.pdf', pdfFile()), studentToken);
    expectError(response, 'FORBIDDEN', 'forbidden');
  });

  it('serves documents as attachments and images inline, with the stored type and nosniff', async () => {
    const pdf = (await upload(UPLOAD_CERTIFICATION, file('résumé final.pdf', pdfFile()), tutorToken)).data?.[
      'uploadCertification'
    ];
    const served = await fetchUpload(pdf?.path ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdfFile())).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.pdf`,
    );
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['etag']).toBe(`"${pdf?.eTag}"`);
    expect(Number(served.headers['content-length'])).toBe(pdfFile().length);

    const notModified = await fetchUpload(pdf?.path ?? '', { 'if-none-match': `"${pdf?.eTag}"` });
    expect(notModified.statusCode).toBe(304);
    const partial = await fetchUpload(pdf?.path ?? '', { range: 'bytes=0-4' });
    expect(partial.statusCode).toBe(206);
    expect(partial.payload).toBe('%PDF-');
    expect(partial.headers['content-range']).toBe(`bytes 0-4/${pdfFile().length}`);

    const png = (await upload(UPLOAD_CERTIFICATION, file('scan.png', pngFile()), tutorToken)).data?.[
      'uploadCertification'
    ];
    const image = await fetchUpload(png?.path ?? '');
    expect(image.headers['content-type']).toBe('image/png');
    expect(String(image.headers['content-disposition'])).toMatch(/^inline; /);
  });
});

describe('uploadVideoIntroduction', () => {
  let videoTutorToken: string;
  let videoTutorId: string;
  beforeAll(async () => {
    const videoTutor = await makeTutor(t.deps.db, {
      email: 'video@uploads.test',
      firstName: 'Budi',
      lastName: 'Santoso',
    });
    videoTutorId = videoTutor.id;
    videoTutorToken = await signInToken(t, 'video@uploads.test');
  });

  it('stores an MP4 with its duration and description and lists it on the profile', async () => {
    const response = await upload(UPLOAD_VIDEO, file('hello.mp4', mp4File(), 'video/mp4'), videoTutorToken, {
      description: 'Hi, I teach maths.',
    });
    expect(response.errors).toBeUndefined();
    const video = response.data?.['uploadVideoIntroduction'];
    expect(video).toMatchObject({
      fileName: 'hello.mp4',
      description: 'Hi, I teach maths.',
      durationSecs: 3,
      mimeType: 'video/mp4',
      canDelete: true,
    });
    const served = await fetchUpload(video?.path ?? '');
    expect(served.rawPayload.equals(mp4File())).toBe(true);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; /);

    const profile = await t.gql<{ getProfile: { videoIntroductionList: VideoData[] } }>(
      PROFILE_UPLOADS,
      {},
      { token: videoTutorToken },
    );
    expect(profile.data?.getProfile.videoIntroductionList).toEqual([
      {
        pvid: video?.pvid,
        fileName: 'hello.mp4',
        description: 'Hi, I teach maths.',
        durationSecs: 3,
        path: video?.path,
        canDelete: true,
      },
    ]);
  });

  it('accepts mov, 3gp, avi, flv and wmv by content, and at most 3 videos', async () => {
    const cases: [string, Buffer, string, number | null][] = [
      ['clip.mov', isoMediaFile('qt  ', ['qt  ']), 'video/quicktime', null],
      ['clip.3gp', isoMediaFile('3gp4', ['isom', '3gp4']), 'video/3gpp', null],
      ['clip.avi', aviFile(), 'video/x-msvideo', 10],
      ['clip.flv', flvFile(), 'video/x-flv', null],
      ['clip.wmv', wmvFile(), 'video/x-ms-wmv', null],
    ];
    for (const [name, bytes, mimeType, durationSecs] of cases) {
      const response = await upload(UPLOAD_VIDEO, file(name, bytes), otherTutorToken);
      expect(response.errors, name).toBeUndefined();
      const video = response.data?.['uploadVideoIntroduction'];
      expect(video).toMatchObject({ mimeType, durationSecs });
      // Keep within the three-video cap for the next case.
      await t.gql(DELETE_RESOURCE, { pvid: video?.pvid }, { token: otherTutorToken });
    }
    const extra = await upload(UPLOAD_VIDEO, file('4.mp4', isoMediaFile('isom')), videoTutorToken);
    expect(extra.errors).toBeUndefined();
    await upload(UPLOAD_VIDEO, file('5.mp4', isoMediaFile('mp42')), videoTutorToken);
    const fourth = await upload(UPLOAD_VIDEO, file('6.mp4', isoMediaFile('isom')), videoTutorToken);
    expectError(fourth, 'BAD_USER_INPUT', 'tooManyVideos');
  });

  it('refuses HTML, text, images and audio-only files renamed .mp4', async () => {
    for (const bytes of [
      htmlFile(),
      textFile(),
      pngFile(),
      isoMediaFile('M4A ', ['M4A ', 'mp42']),
      exeFile(),
    ]) {
      const response = await upload(UPLOAD_VIDEO, file('movie.mp4', bytes, 'video/mp4'), otherTutorToken);
      expectError(response, 'BAD_USER_INPUT', 'fileTypeInvalid');
    }
  });

  it('refuses a description over 700 characters and an oversize video', async () => {
    const long = await upload(UPLOAD_VIDEO, file('a.mp4', mp4File()), otherTutorToken, {
      description: 'x'.repeat(701),
    });
    expectError(long, 'BAD_USER_INPUT', 'textTooLong', { description: 'textTooLong' });
    const big = Buffer.concat([isoMediaFile('isom'), Buffer.alloc(LIMIT)]);
    expectError(
      await upload(UPLOAD_VIDEO, file('big.mp4', big), otherTutorToken),
      'BAD_USER_INPUT',
      'fileTooLarge',
    );
  });

  it('shows the delete control only to the owner (canDelete false for other viewers)', async () => {
    const viewed = await t.gql<{ getProfile: { videoIntroductionList: VideoData[] } }>(
      `query Viewed($userPvid: ID) { getProfile(userPvid: $userPvid) { videoIntroductionList { pvid canDelete } } }`,
      { userPvid: videoTutorId },
      { token: studentToken },
    );
    expect(viewed.errors).toBeUndefined();
    const list = viewed.data?.getProfile.videoIntroductionList ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((video) => video.canDelete === false)).toBe(true);
  });

  it('is for tutors only', async () => {
    const response = await upload(UPLOAD_VIDEO, file('hello.mp4', mp4File()), studentToken);
    expectError(response, 'FORBIDDEN', 'forbidden');
    const guest = await upload(UPLOAD_VIDEO, file('hello.mp4', mp4File()), undefined);
    expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
  });
});

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

describe('introVideoHome', () => {
  it("lists the market's tutors' videos newest first with the tutor's fields, within the limit", async () => {
    const idTutor = await makeTutor(t.deps.db, {
      email: 'home@uploads.test',
      firstName: 'Dewi',
      lastName: 'Lestari',
      country: 'id',
    });
    const token = await signInToken(t, 'home@uploads.test');
    await upload(UPLOAD_AVATAR, file('me.png', pngFile()), token);
    const first = await upload(UPLOAD_VIDEO, file('one.mp4', mp4File()), token, { description: 'one' });
    t.clock.advance(60_000);
    const second = await upload(UPLOAD_VIDEO, file('two.mp4', mp4File()), token, { description: 'two' });

    const response = await t.gql<{ introVideoHome: Record<string, unknown>[] }>(INTRO_VIDEO_HOME, {
      country: 'id',
    });
    const list = response.data?.introVideoHome ?? [];
    expect(list.map((video) => video['pvid'])).toEqual([
      second.data?.['uploadVideoIntroduction']?.pvid,
      first.data?.['uploadVideoIntroduction']?.pvid,
    ]);
    expect(list[0]).toMatchObject({
      fileName: 'two.mp4',
      description: 'two',
      durationSecs: 3,
      tutorUserPvid: idTutor.id,
      tutorToken: idTutor.token,
      tutorFirstName: 'Dewi',
      tutorLastName: 'Lestari',
    });
    expect(String(list[0]?.['tutorAvatar'])).toMatch(KEY_PATH);

    const limited = await t.gql<{ introVideoHome: unknown[] }>(INTRO_VIDEO_HOME, { country: 'id', limit: 1 });
    expect(limited.data?.introVideoHome).toHaveLength(1);
    const sg = await t.gql<{ introVideoHome: { tutorUserPvid: string }[] }>(INTRO_VIDEO_HOME, {
      country: 'sg',
      limit: 100,
    });
    expect(sg.data?.introVideoHome.every((video) => video.tutorUserPvid !== idTutor.id)).toBe(true);
    const unknown = await t.gql(INTRO_VIDEO_HOME, { country: 'xx' });
    expectError(unknown, 'BAD_USER_INPUT', 'unknownCountry');
  });
});

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
