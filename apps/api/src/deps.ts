import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './infra/clock';
import type { FailureCounter } from './infra/rate-limit/failure-counter';

/** What use cases need from the outside world; built once in main (or per test file). */
export interface Deps {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly loginFailures: FailureCounter;
}
