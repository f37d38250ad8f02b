import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTutor } from '../../db/seed/factories';
import { locateFfmpeg } from '../../infra/media/ffmpeg';
import { POSTER_HEIGHT, POSTER_WIDTH } from '../../infra/media/branded-poster';
import { signInToken } from '../../test/account-helpers';
import { DELETE_RESOURCE, aviFile, mp4File } from '../../test/upload-helpers';
import {
  setUpUploads,
  t,
  file,
  upload,
  fetchUpload,
  uploadsDir,
  KEY_PATH,
} from './testing/uploads-test-helpers';

setUpUploads();

const UPLOAD_WITH_POSTER = `mutation UploadVideo($file: Upload!) {
  uploadVideoIntroduction(file: $file) { pvid path poster }
}`;
const PROFILE_POSTERS = 'query { getProfile { videoIntroductionList { pvid poster } } }';

interface Uploaded {
  pvid: string;
  path: string;
  poster: string | null;
}

/** The served poster: its size and the colour of its top-left pixel. */
async function servedPoster(path: string) {
  const served = await fetchUpload(path);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  const image = sharp(served.rawPayload);
  const { width, height } = await image.metadata();
  const { data } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width, height, corner: [data[0], data[1], data[2]] };
}

const HAS_FFMPEG = locateFfmpeg() !== null;
const savedPath = process.env['FFMPEG_PATH'];

describe('introduction video posters', () => {
  let token: string;
  beforeAll(async () => {
    await makeTutor(t.deps.db, { email: 'posters@uploads.test', firstName: 'Ayu', lastName: 'Lestari' });
    token = await signInToken(t, 'posters@uploads.test');
  });
  afterEach(() => {
    if (savedPath === undefined) delete process.env['FFMPEG_PATH'];
    else process.env['FFMPEG_PATH'] = savedPath;
  });

  async function uploadVideo(name: string, bytes: Buffer): Promise<Uploaded> {
    const response = await upload(UPLOAD_WITH_POSTER, file(name, bytes), token);
    expect(response.errors).toBeUndefined();
    const video = response.data?.['uploadVideoIntroduction'] as unknown as Uploaded | undefined;
    if (!video) throw new Error('no video');
    return video;
  }

  it.skipIf(!HAS_FFMPEG)('makes the poster from the first frame when ffmpeg is installed', async () => {
    const video = await uploadVideo('hello.mp4', mp4File());
    expect(video.poster).toMatch(KEY_PATH);
    expect(video.poster).toMatch(/\.png$/);
    // The demo clip is 320×180 and opens on the brand orange.
    const poster = await servedPoster(video.poster ?? '');
    expect([poster.width, poster.height]).toEqual([320, 180]);
    expect(poster.corner[0]).toBeGreaterThan(230);
    expect(poster.corner[2]).toBeLessThan(40);

    const profile = await t.gql<{ getProfile: { videoIntroductionList: Uploaded[] } }>(
      PROFILE_POSTERS,
      {},
      { token },
    );
    expect(profile.data?.getProfile.videoIntroductionList).toContainEqual({
      pvid: video.pvid,
      poster: video.poster,
    });

    const removed = await t.gql(DELETE_RESOURCE, { pvid: video.pvid }, { token });
    expect(removed.errors).toBeUndefined();
    expect(existsSync(join(uploadsDir, (video.poster ?? '').replace('/uploads/', '')))).toBe(false);
    expect((await fetchUpload(video.poster ?? '')).statusCode).toBe(404);
  });

  it.skipIf(!HAS_FFMPEG)('falls back to the branded poster when ffmpeg cannot read the video', async () => {
    const video = await uploadVideo('broken.avi', aviFile());
    const poster = await servedPoster(video.poster ?? '');
    expect([poster.width, poster.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
    await t.gql(DELETE_RESOURCE, { pvid: video.pvid }, { token });
  });

  it('uses the branded Ajar-orange poster when ffmpeg is absent', async () => {
    process.env['FFMPEG_PATH'] = '';
    expect(locateFfmpeg()).toBeNull();
    const video = await uploadVideo('hello.mp4', mp4File());
    const poster = await servedPoster(video.poster ?? '');
    expect([poster.width, poster.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
    // #FF9D00 at the top-left of the gradient.
    expect(poster.corner).toEqual([255, 157, 0]);
    await t.gql(DELETE_RESOURCE, { pvid: video.pvid }, { token });
  });
});
