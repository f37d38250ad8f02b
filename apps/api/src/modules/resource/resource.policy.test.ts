import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES, uploadAccept } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { dispositionOf, isAllowedType, mayUpload, sanitizeFileName, sizeRefusal } from './resource.policy';
import { contentDisposition, parseRange } from './uploads.routes';

describe('upload policy', () => {
  it('follows the spec lists and limits', () => {
    expect(UPLOAD_ALLOWED_TYPES.CERTIFICATE).toEqual(['pdf', 'doc', 'docx', 'png', 'jpeg']);
    expect(UPLOAD_ALLOWED_TYPES.VIDEO).toEqual(['flv', 'mp4', '3gp', 'avi', 'mov', 'wmv']);
    expect(UPLOAD_MAX_BYTES).toEqual({
      AVATAR: 5 << 20,
      BANNER: 5 << 20,
      CERTIFICATE: 10 << 20,
      VIDEO: 100 << 20,
      // A dispute's evidence.
      EVIDENCE: 10 << 20,
      // A group class's cover.
      CLASS_COVER: 5 << 20,
      // An article's cover.
      ARTICLE_COVER: 5 << 20,
    });
    expect(uploadAccept('CERTIFICATE')).toContain('.jpg,.jpeg');
    expect(isAllowedType('CERTIFICATE', 'png')).toBe(true);
    expect(isAllowedType('AVATAR', 'pdf')).toBe(false);
    expect(isAllowedType('VIDEO', null)).toBe(false);
  });

  it('lets everyone signed in have an avatar and banner, only tutors videos and certificates', () => {
    expect(mayUpload('AVATAR', 'STDN')).toBe(true);
    expect(mayUpload('BANNER', 'CMPN')).toBe(true);
    expect(mayUpload('VIDEO', 'STDN')).toBe(false);
    expect(mayUpload('CERTIFICATE', 'CMPN')).toBe(false);
    expect(mayUpload('VIDEO', 'TTR0')).toBe(true);
    expect(mayUpload('CLASS_COVER', 'TTR0')).toBe(true);
    expect(mayUpload('CLASS_COVER', 'STDN')).toBe(false);
  });

  it('refuses empty and oversize files', () => {
    expect(sizeRefusal('AVATAR', 0)).toBe('photoRequired');
    expect(sizeRefusal('CERTIFICATE', 0)).toBe('required');
    expect(sizeRefusal('AVATAR', 5 << 20)).toBeNull();
    expect(sizeRefusal('AVATAR', (5 << 20) + 1)).toBe('fileTooLarge');
    expect(sizeRefusal('VIDEO', 11, { VIDEO: 10 })).toBe('fileTooLarge');
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\me\\photo.jpg', 'photo.jpg'],
    ['  .hidden.pdf ', 'hidden.pdf'],
    ['a\u0000b<c>:"d|e?*.png', 'abcde.png'],
    ['', 'file.png'],
    ['../..', 'file.png'],
    ['\u202Egnp.exe', 'gnp.exe'],
  ])('sanitises %j to %j', (input, expected) => {
    expect(sanitizeFileName(input, 'png')).toBe(expected);
  });

  it('shortens long names but keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.docx`, 'docx');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('serves documents as attachments, media inline', () => {
    expect(dispositionOf('application/pdf')).toBe('attachment');
    expect(dispositionOf('application/msword')).toBe('attachment');
    expect(dispositionOf('image/png')).toBe('inline');
    expect(dispositionOf('video/mp4')).toBe('inline');
    expect(contentDisposition('attachment', 'a "b"\\c é.pdf')).toBe(
      `attachment; filename="a _b__c _.pdf"; filename*=UTF-8''a%20%22b%22%5Cc%20%C3%A9.pdf`,
    );
  });

  it('parses single byte ranges', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=0-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,3-4', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
  });
});
