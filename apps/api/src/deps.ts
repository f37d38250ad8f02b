import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './infra/clock';
import type { PaymentProvider } from './infra/payments/payment-provider';
import type { RealtimePubSub } from './infra/pubsub/create-pubsub';
import type { Presence } from './infra/pubsub/presence';
import type { FailureCounter } from './infra/rate-limit/failure-counter';
import type { Sfu } from './infra/sfu/sfu';
import type { FileStorage } from './infra/storage/file-storage';
import type { BookingSettlement } from './ports/booking-settlement';
import type { ClassroomOccasions } from './ports/classroom-occasions';
import type { SessionWatch } from './ports/session-watch';
import type { TutorHours } from './ports/tutor-hours';
import type { UploadLimits } from './ports/upload-limits';

/** What use cases need from the outside world; built once in main (or per test file). */
export interface Deps {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  /** Failed sign-ins per account and client address, and per address (login-throttle). */
  readonly loginFailures: FailureCounter;
  /** Account mails per recipient and per client address (account-mail-limit). */
  readonly accountMails: FailureCounter;
  /** Uploaded files: local disk under DATA_DIR/uploads, or S3-compatible storage. */
  readonly storage: FileStorage;
  /** Realtime events (chat, notifications): in memory, or through Redis across API processes. */
  readonly pubsub: RealtimePubSub;
  /** Who holds a live realtime connection, in this process or across processes through Redis. */
  readonly presence: Presence;
  /** The sessions behind live streams, so a signed-out session stops receiving events in every process. */
  readonly sessionWatch: SessionWatch;
  /** Who charges card and online payments (PAYMENT_PROVIDER); null: balance payment only, everywhere. */
  readonly paymentProvider: PaymentProvider | null;
  /** What booking's money steps ask of payment and payout (modules/settlement's bookingSettlement). */
  readonly bookingSettlement: BookingSettlement;
  /** What booking asks of tutors' availability (modules/availability's tutorHours). */
  readonly tutorHours: TutorHours;
  /** Who each kind of classroom is for: booking's rooms, later group class sessions. */
  readonly classroomOccasions: ClassroomOccasions;
  /** The SFU large classrooms go through (JANUS_URL); null: every room is a mesh. */
  readonly sfu: Sfu | null;
  /** Per-kind upload size limits overriding UPLOAD_MAX_BYTES (tests use small ones). */
  readonly uploadLimits?: UploadLimits;
}
