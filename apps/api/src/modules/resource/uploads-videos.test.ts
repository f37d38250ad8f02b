import { beforeAll, describe, expect, it } from 'vitest';
import { makeTutor } from '../../db/seed/factories';
import { expectError, signInToken } from '../../test/account-helpers';
import {
  DELETE_RESOURCE,
  INTRO_VIDEO_HOME,
  PROFILE_UPLOADS,
  UPLOAD_AVATAR,
  UPLOAD_VIDEO,
  aviFile,
  exeFile,
  flvFile,
  htmlFile,
  isoMediaFile,
  mp4File,
  pngFile,
  textFile,
  wmvFile,
} from '../../test/upload-helpers';
import {
  setUpUploads,
  t,
  otherTutorToken,
  studentToken,
  LIMIT,
  KEY_PATH,
  file,
  upload,
  fetchUpload,
  type VideoData,
} from './testing/uploads-test-helpers';

setUpUploads();

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
