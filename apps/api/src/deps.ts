import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './infra/clock';
import type { FailureCounter } from './infra/rate-limit/failure-counter';
import type { FileStorage } from './infra/storage/file-storage';
import type { UploadLimits } from './modules/resource/resource.policy';

/** What use cases need from the outside world; built once in main (or per test file). */
export interface Deps {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly loginFailures: FailureCounter;
  /** Uploaded files: local disk under DATA_DIR/uploads, or S3-compatible storage. */
  readonly storage: FileStorage;
  /** Per-kind upload size limits overriding UPLOAD_MAX_BYTES (tests use small ones). */
  readonly uploadLimits?: UploadLimits;
}
