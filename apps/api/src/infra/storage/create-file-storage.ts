import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

/** Local disk under DATA_DIR/uploads, or S3-compatible storage when S3_BUCKET is set. */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (config.s3) {
    // The AWS SDK is large: load it only when it is used.
    const { s3FileStorageFromConfig } = await import('./s3-file-storage');
    return s3FileStorageFromConfig(config.s3);
  }
  return new LocalFileStorage(uploadsDirOf(config));
}

export function uploadsDirOf(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}
