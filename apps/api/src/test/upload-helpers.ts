import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { encodePng } from '../modules/resource/testing';
import type { GraphQLResponse, RequestOptions, TestApp } from './test-app';

/** One file part of a GraphQL multipart request. */
export interface FilePart {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** The content type the client claims; the server ignores it. */
  readonly contentType?: string;
}

/**
 * A GraphQL multipart request body (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * `operations` with the file variables null, `map` from part name to variable path, then the file parts.
 */
export function multipartBody(
  query: string,
  variables: Record<string, unknown>,
  files: Readonly<Record<string, FilePart>>,
): { body: Buffer; contentType: string } {
  const boundary = `----ajar${randomBytes(12).toString('hex')}`;
  const operationVariables: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((variable, index) => {
    operationVariables[variable] = null;
    map[String(index)] = [`variables.${variable}`];
  });
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  field('operations', JSON.stringify({ query, variables: operationVariables }));
  field('map', JSON.stringify(map));
  Object.values(files).forEach((file, index) => {
    const safeName = file.fileName.replace(/"/g, '%22');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${index}"; filename="${safeName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart GraphQL request through the test app. */
export async function gqlUpload<Data = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  files: Readonly<Record<string, FilePart>>,
  options: RequestOptions = {},
): Promise<GraphQLResponse<Data>> {
  const { body, contentType } = multipartBody(query, variables, files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': contentType,
      ...(options.token ? { 'auth-token': options.token } : {}),
      ...options.headers,
    },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    payload: body,
  });
  const json = response.json();
  return { status: response.statusCode, data: json.data, errors: json.errors };
}

export const RESOURCE_FIELDS = 'pvid path fileName mimeType encoding eTag durationSecs kind sizeBytes';

export const UPLOAD_AVATAR = `mutation UploadAvatar($file: Upload!) { uploadAvatar(file: $file) { ${RESOURCE_FIELDS} } }`;
export const UPLOAD_BANNER = `mutation UploadBanner($file: Upload!) { uploadProfileBanner(file: $file) { ${RESOURCE_FIELDS} } }`;
export const UPLOAD_CERTIFICATION = `mutation UploadCertification($file: Upload!) { uploadCertification(file: $file) { ${RESOURCE_FIELDS} } }`;
export const UPLOAD_VIDEO = `mutation UploadVideo($file: Upload!, $description: String) {
  uploadVideoIntroduction(file: $file, description: $description) { pvid fileName description durationSecs path mimeType canDelete }
}`;
export const DELETE_RESOURCE =
  'mutation DeleteResource($pvid: ID!) { deleteResource(pvid: $pvid) { success message } }';
export const PROFILE_UPLOADS = `query { getProfile { userPvid avatar banner
  videoIntroductionList { pvid fileName description durationSecs path canDelete } } }`;
export const INTRO_VIDEO_HOME = `query IntroVideoHome($limit: Int, $country: String!) {
  introVideoHome(limit: $limit, country: $country) {
    pvid fileName description durationSecs path tutorUserPvid tutorToken tutorFirstName tutorLastName tutorAvatar
  }
}`;

// ---------- minimal real files of each type ----------

/** A solid-colour PNG. */
export function pngFile(width = 8, height = 8, rgb: [number, number, number] = [255, 157, 0]): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set(rgb, i * 3);
  return encodePng(width, height, pixels);
}

export function pdfFile(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** An OLE compound file whose directory names a WordDocument stream (what .doc files are). */
export function docFile(): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return bytes;
}

/** An uncompressed ZIP of the given entries. */
export function zipFile(entries: Readonly<Record<string, string>>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

export function xlsxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
  });
}

const ASSETS = fileURLToPath(new URL('../../assets/', import.meta.url));

/** The shipped 3-second demo video (H.264 in MP4). */
export function mp4File(): Buffer {
  return readFileSync(`${ASSETS}intro-demo.mp4`);
}

/** An ISO media file with just an `ftyp` box of the given major brand and a free box. */
export function isoMediaFile(majorBrand: string, compatible: readonly string[] = []): Buffer {
  const ftyp = Buffer.alloc(16 + compatible.length * 4);
  ftyp.writeUInt32BE(ftyp.length, 0);
  ftyp.write('ftyp', 4, 'ascii');
  ftyp.write(majorBrand, 8, 'ascii');
  compatible.forEach((brand, index) => ftyp.write(brand, 16 + index * 4, 'ascii'));
  const free = Buffer.alloc(16);
  free.writeUInt32BE(16, 0);
  free.write('free', 4, 'ascii');
  return Buffer.concat([ftyp, free]);
}

export function aviFile(): Buffer {
  const bytes = Buffer.alloc(96);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(88, 4);
  bytes.write('AVI LIST', 8, 'ascii');
  bytes.writeUInt32LE(76, 16);
  bytes.write('hdrlavih', 20, 'ascii');
  bytes.writeUInt32LE(56, 28);
  bytes.writeUInt32LE(40_000, 32); // µs per frame: 25 fps
  bytes.writeUInt32LE(250, 48); // frames: 10 s
  return bytes;
}

export function flvFile(): Buffer {
  return Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9, 0, 0, 0, 0]);
}

export function wmvFile(): Buffer {
  const bytes = Buffer.alloc(64);
  Buffer.from([
    0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
  ]).copy(bytes, 0);
  return bytes;
}

/** A Windows executable's first bytes. */
export function exeFile(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'ascii');
  bytes.write('This program cannot be run in DOS mode.', 78, 'ascii');
  return bytes;
}

export function htmlFile(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
}

export function textFile(): Buffer {
  return Buffer.from('just some text, not a picture\n');
}
