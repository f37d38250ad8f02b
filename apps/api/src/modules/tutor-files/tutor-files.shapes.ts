import type { CurrencyCode, StoragePaymentMethod } from '@ajar/domain';

/** Who a file is shared with, as its tutor sees it. */
export interface TutorFileShareView {
  readonly id: string;
  readonly target: 'BOOKING' | 'CLASS';
  readonly bookingId: string | null;
  readonly classId: string | null;
  /** The student's name or the class's title. */
  readonly label: string;
  readonly sharedAt: Date;
}

/** A file in the tutor's Resources. */
export interface TutorFileView {
  readonly id: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
  readonly createdAt: Date;
  /** Where the owner and the people it is shared with download it (with their session token). */
  readonly downloadPath: string;
  readonly shares: readonly TutorFileShareView[];
}

/** A file someone shared with the viewer. */
export interface SharedFileView {
  readonly id: string;
  readonly fileName: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
  readonly sharedAt: Date;
  readonly tutorName: string;
  readonly downloadPath: string;
}

/** The tutor's storage: what the files take and what the quota is. */
export interface TutorStorageView {
  readonly usedBytes: number;
  readonly quotaBytes: number;
  readonly freeQuotaBytes: number;
  readonly boughtBytes: number;
  readonly maxFileBytes: number;
}

/** What a file may be shared with: the tutor's bookings' students and open group classes. */
export interface ShareTargetsView {
  readonly bookings: readonly {
    readonly bookingId: string;
    readonly studentName: string;
    readonly startTime: Date;
  }[];
  readonly classes: readonly { readonly classId: string; readonly title: string }[];
}

/** A Cloud storage package bought. */
export interface StoragePurchaseView {
  readonly id: string;
  readonly packageCode: string;
  readonly bytes: number;
  readonly paidWith: StoragePaymentMethod;
  readonly credits: number;
  readonly amountMinor: number;
  readonly currency: CurrencyCode | null;
  readonly createdAt: Date;
}
