/**
 * Upload rules shared by the API (which enforces them by sniffing the file's content) and the web (which sets
 * `accept` on its file inputs from these lists). Spec section 5: certificates pdf/doc/docx/png/jpg/jpeg, intro
 * videos flv/mp4/3gp/avi/mov/wmv. Avatars and banners are photos.
 */
// EVIDENCE: a file attached to a dispute, by any party. CLASS_COVER: a group class's cover.
// ARTICLE_COVER: an article's or a blog post's cover.
export const UPLOAD_KINDS = [
  'AVATAR',
  'BANNER',
  'VIDEO',
  'CERTIFICATE',
  'EVIDENCE',
  'CLASS_COVER',
  'ARTICLE_COVER',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MIB = 1024 * 1024;

/** Largest accepted file per kind, in bytes. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  AVATAR: 5 * MIB,
  BANNER: 5 * MIB,
  CERTIFICATE: 10 * MIB,
  VIDEO: 100 * MIB,
  EVIDENCE: 10 * MIB,
  CLASS_COVER: 5 * MIB,
  ARTICLE_COVER: 5 * MIB,
};

/** The content types the server can recognise, each with the extension it stores the file under. */
export const UPLOAD_FILE_TYPES = {
  png: { mimeType: 'image/png', extensions: ['png'] },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mimeType: 'image/gif', extensions: ['gif'] },
  webp: { mimeType: 'image/webp', extensions: ['webp'] },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  doc: { mimeType: 'application/msword', extensions: ['doc'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  mp4: { mimeType: 'video/mp4', extensions: ['mp4'] },
  mov: { mimeType: 'video/quicktime', extensions: ['mov'] },
  '3gp': { mimeType: 'video/3gpp', extensions: ['3gp'] },
  avi: { mimeType: 'video/x-msvideo', extensions: ['avi'] },
  flv: { mimeType: 'video/x-flv', extensions: ['flv'] },
  wmv: { mimeType: 'video/x-ms-wmv', extensions: ['wmv'] },
} as const satisfies Record<string, { mimeType: string; extensions: readonly string[] }>;

export type UploadFileType = keyof typeof UPLOAD_FILE_TYPES;

/** Which detected content types each kind of upload accepts. */
export const UPLOAD_ALLOWED_TYPES: Readonly<Record<UploadKind, readonly UploadFileType[]>> = {
  AVATAR: ['png', 'jpeg', 'gif', 'webp'],
  BANNER: ['png', 'jpeg', 'gif', 'webp'],
  CERTIFICATE: ['pdf', 'doc', 'docx', 'png', 'jpeg'],
  VIDEO: ['flv', 'mp4', '3gp', 'avi', 'mov', 'wmv'],
  EVIDENCE: ['pdf', 'doc', 'docx', 'png', 'jpeg'],
  CLASS_COVER: ['png', 'jpeg', 'gif', 'webp'],
  ARTICLE_COVER: ['png', 'jpeg', 'gif', 'webp'],
};

/** At most this many introduction videos per tutor. */
export const INTRO_VIDEO_MAX_COUNT = 3;
/** introVideoHome returns at most this many (default 6). */
export const INTRO_VIDEO_HOME_MAX = 12;
export const INTRO_VIDEO_HOME_DEFAULT = 6;

/** The `accept` attribute for a file input of this kind, e.g. ".pdf,.doc,...,application/pdf,...". */
export function uploadAccept(kind: UploadKind): string {
  const types = UPLOAD_ALLOWED_TYPES[kind].map((type) => UPLOAD_FILE_TYPES[type]);
  const extensions = types.flatMap((type) => type.extensions.map((extension) => `.${extension}`));
  return [...extensions, ...types.map((type) => type.mimeType)].join(',');
}
