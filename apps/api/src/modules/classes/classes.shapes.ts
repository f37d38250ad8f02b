import type { ClassEnrolmentStatus, ClassStatus, CountryCode, CurrencyCode } from '@ajar/domain';

export interface ClassSessionView {
  readonly id: string;
  readonly startTime: Date;
  readonly endTime: Date;
  /** This session's share of a seat's price (what its cancellation refunds each student). */
  readonly share: number;
  readonly cancelled: boolean;
  /** Its shares have moved to the tutor's earnings (it ended). */
  readonly earned: boolean;
  /** Its classroom's join path, `/{country}/ajar-classes/join/{room}`: for its participants only, while not cancelled. */
  readonly classUrl: string | null;
}

export interface ClassTutorView {
  readonly userPvid: string;
  readonly token: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: string | null;
}

export interface ClassView {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly price: number;
  /** What a seat costs now: the shares of the sessions not cancelled. */
  readonly due: number;
  readonly seats: number;
  readonly seatsTaken: number;
  readonly status: ClassStatus;
  readonly subject: { readonly pvid: string; readonly name: string };
  readonly level: { readonly pvid: string; readonly name: string };
  readonly cover: string | null;
  readonly tutor: ClassTutorView;
  readonly sessions: readonly ClassSessionView[];
  readonly enrolmentOpen: boolean;
  readonly viewerEnrolled: boolean;
  readonly viewerIsTutor: boolean;
}

export interface ClassEnrolmentView {
  readonly id: string;
  readonly studentPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly paid: number;
  readonly refunded: number;
  readonly status: ClassEnrolmentStatus;
  readonly enrolledAt: Date;
}

/** A class as its tutor manages it: its students and its money. */
export interface TutorClassView {
  readonly class: ClassView;
  readonly enrolments: readonly ClassEnrolmentView[];
  /** Moved to the tutor's earnings: the shares of sessions that ended. */
  readonly earned: number;
  /** Still in escrow for sessions to come. */
  readonly held: number;
}

/** A student's seat: 'My Online Classes'. */
export interface MyClassView {
  readonly enrolmentId: string;
  readonly status: ClassEnrolmentStatus;
  readonly paid: number;
  readonly refunded: number;
  readonly enrolledAt: Date;
  readonly class: ClassView;
}

export interface ClassPageView {
  readonly items: readonly ClassView[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}
