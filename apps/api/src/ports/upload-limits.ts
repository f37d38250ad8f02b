import type { UploadKind } from '@ajar/domain';

/** Per-kind upload size limits overriding UPLOAD_MAX_BYTES (tests use small ones). */
export type UploadLimits = Partial<Record<UploadKind, number>>;
