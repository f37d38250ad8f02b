import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import {
  UPLOAD_CERTIFICATION,
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  mp4File,
  pdfFile,
  pngFile,
  textFile,
  xlsxFile,
} from '../../test/upload-helpers';
import {
  setUpUploads,
  tutorToken,
  studentToken,
  file,
  upload,
  fetchUpload,
} from './testing/uploads-test-helpers';

setUpUploads();

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
