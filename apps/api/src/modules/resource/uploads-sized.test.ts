import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_AVATAR, UPLOAD_CERTIFICATION, pdfFile, pngFile } from '../../test/upload-helpers';
import {
  setUpUploads,
  studentToken,
  tutorToken,
  file,
  upload,
  fetchUpload,
} from './testing/uploads-test-helpers';

setUpUploads();

describe('sized images (/uploads/{key}?w=)', () => {
  it('serves an image at a listed width as WebP, once made, with its own ETag', async () => {
    const avatar = (await upload(UPLOAD_AVATAR, file('me.png', pngFile(800, 600), 'image/png'), studentToken))
      .data?.['uploadAvatar'];
    const original = await fetchUpload(avatar?.path ?? '');
    const sized = await fetchUpload(`${avatar?.path}?w=96`);
    expect(sized.statusCode).toBe(200);
    expect(sized.headers['content-type']).toBe('image/webp');
    expect(sized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(sized.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.format]).toEqual([96, 96, 'webp']);
    expect(sized.rawPayload.byteLength).toBeLessThan(original.rawPayload.byteLength);
    expect(sized.headers.etag).not.toBe(original.headers.etag);

    const again = await fetchUpload(`${avatar?.path}?w=96`, { 'if-none-match': String(sized.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Never larger than the original: a 768 px copy of a 400 px avatar is 400 px.
    const large = await sharp((await fetchUpload(`${avatar?.path}?w=768`)).rawPayload).metadata();
    expect([large.width, large.height]).toEqual([400, 400]);
  });

  it('refuses a width that is not listed, and serves other files as they are', async () => {
    const avatar = (await upload(UPLOAD_AVATAR, file('me.png', pngFile(64, 64), 'image/png'), studentToken))
      .data?.['uploadAvatar'];
    for (const width of ['100', '0', '96.5', 'abc', '']) {
      expect((await fetchUpload(`${avatar?.path}?w=${width}`)).statusCode).toBe(400);
    }
    expect((await fetchUpload(`${avatar?.path}?w=96&w=192`)).statusCode).toBe(400);
    const pdf = (await upload(UPLOAD_CERTIFICATION, file('cv.pdf', pdfFile()), tutorToken)).data?.[
      'uploadCertification'
    ];
    const served = await fetchUpload(`${pdf?.path}?w=96`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await fetchUpload('/uploads/0123456789abcdef0123456789abcdef.png?w=96')).statusCode).toBe(404);
  });
});
