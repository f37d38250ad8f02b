import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aviFile,
  docFile,
  docxFile,
  exeFile,
  flvFile,
  htmlFile,
  isoMediaFile,
  mp4File,
  pdfFile,
  pngFile,
  textFile,
  wmvFile,
  xlsxFile,
  zipFile,
} from '../../test/upload-helpers';
import { sniffFileType, zipEntryNames } from './file-type-sniffer';
import { mediaDurationSecs } from './media-duration';

describe('sniffFileType', () => {
  it.each([
    ['png', pngFile()],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['pdf', pdfFile()],
    ['doc', docFile()],
    ['docx', docxFile()],
    ['mp4', mp4File()],
    ['mp4', isoMediaFile('isom', ['isom', 'avc1'])],
    ['mp4', isoMediaFile('mp42')],
    ['mov', isoMediaFile('qt  ')],
    ['3gp', isoMediaFile('3gp5')],
    ['3gp', isoMediaFile('3g2a')],
    ['avi', aviFile()],
    ['flv', flvFile()],
    ['wmv', wmvFile()],
  ] as const)('recognises %s', (type, bytes) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it.each([
    ['an executable', exeFile()],
    ['HTML', htmlFile()],
    ['plain text', textFile()],
    ['an empty file', Buffer.alloc(0)],
    ['a spreadsheet (zip without word/)', xlsxFile()],
    ['a zip without a content-types part', zipFile({ 'word/document.xml': '<x/>' })],
    ['an OLE file that is not a Word document', Buffer.from(docFile().subarray(0, 512))],
    ['audio-only MP4 (M4A)', isoMediaFile('M4A ', ['M4A ', 'mp42'])],
    ['a HEIC photo', isoMediaFile('heic', ['mif1', 'heic'])],
    ['a WAV file', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a truncated PNG signature', pngFile().subarray(0, 6)],
    ['a truncated ftyp box', isoMediaFile('isom').subarray(0, 12)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });

  it('decides by content only: a PNG is a PNG whatever bytes follow', () => {
    expect(sniffFileType(Buffer.concat([pngFile(), htmlFile()]))).toBe('png');
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        sniffFileType(bytes);
      }),
    );
  });

  it('reads ZIP central directories', () => {
    expect(zipEntryNames(docxFile())).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('PK\x03\x04 nothing else'))).toBeNull();
  });
});

describe('mediaDurationSecs', () => {
  it('reads the mvhd duration of an MP4 and the avih header of an AVI', () => {
    expect(mediaDurationSecs(mp4File(), 'mp4')).toBe(3);
    expect(mediaDurationSecs(aviFile(), 'avi')).toBe(10);
  });

  it('is null when the container does not say, and never throws', () => {
    expect(mediaDurationSecs(isoMediaFile('isom'), 'mp4')).toBeNull();
    expect(mediaDurationSecs(flvFile(), 'flv')).toBeNull();
    expect(mediaDurationSecs(mp4File().subarray(0, 40), 'mp4')).toBeNull();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        mediaDurationSecs(bytes, 'mp4');
        mediaDurationSecs(bytes, 'avi');
      }),
    );
  });
});
