import type { ClassroomRole, ClassroomRoomKind, CountryCode } from '@ajar/domain';
import type { Executor } from '../db/client';

/** One person a room is for. */
export interface ClassroomSeat {
  readonly userId: string;
  readonly role: ClassroomRole;
  readonly firstName: string;
  readonly lastName: string;
}

/** What a room is held for: its people, its time, its market, and a title to show. */
export interface ClassroomOccasion {
  readonly seats: readonly ClassroomSeat[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly country: CountryCode;
  readonly title: string;
  /** Whether the lesson still takes place (an accepted booking); false: no one enters, its records stay readable. */
  readonly live: boolean;
}

/**
 * Who a room of one kind is for. The classroom area knows no other area: each kind's owner (booking
 * for BOOKING rooms, the group classes area for CLASS_SESSION rooms) answers for its references, and the app
 * hands the answers in through Deps. `null`: no such reference.
 */
export interface ClassroomOccasionSource {
  occasionOf(executor: Executor, refId: string): Promise<ClassroomOccasion | null>;
}

/** The sources by room kind; a kind with none has no rooms yet. */
export type ClassroomOccasions = Readonly<Partial<Record<ClassroomRoomKind, ClassroomOccasionSource>>>;
