import type { DisputeKind, DisputeOutcome } from '@ajar/domain';
import fc from 'fast-check';

/** The dispute operations the booking money model draws, and the calls they make. */

/** Who makes a dispute call: one of the booking's parties, the other student (a stranger), or the Ajar team. */
export type DisputeCaller = 'student' | 'tutor' | 'stranger' | 'staff';

/** One dispute request to the server, disputes picked by their index in the run. */
export type DisputeCall =
  | {
      readonly type: 'openDispute';
      readonly booking: number;
      readonly kind: DisputeKind;
      readonly by: DisputeCaller;
    }
  | {
      readonly type: 'propose';
      readonly dispute: number;
      readonly by: DisputeCaller;
      readonly outcome: DisputeOutcome;
      /** PARTIAL_REFUND's amount; null for the others. */
      readonly refund: number | null;
    }
  | { readonly type: 'acceptProposal' | 'escalate'; readonly dispute: number; readonly by: DisputeCaller }
  | { readonly type: 'decide'; readonly dispute: number; readonly by: DisputeCaller; readonly refund: number }
  /** Money on a tutor's balance, from which they may pay an escalation fee. */
  | { readonly type: 'tutorTopUp'; readonly tutor: number; readonly amount: number; readonly key: string };

const DISPUTE_CALL_TYPES: readonly string[] = [
  'openDispute',
  'propose',
  'acceptProposal',
  'escalate',
  'decide',
  'tutorTopUp',
] satisfies DisputeCall['type'][];
export const isDisputeCall = <C extends { readonly type: string }>(
  call: C | DisputeCall,
): call is DisputeCall => DISPUTE_CALL_TYPES.includes(call.type);

export type DisputeStepName = 'open' | 'noShow' | 'propose' | 'accept' | 'escalate' | 'decide';

/** What the generator draws for disputes. */
export type DisputeOperation =
  /**
   * The next step of an open dispute by whoever's move it is; else a lesson disputed, or moved on towards it (the
   * run repeats this a few times, until a dispute call was made).
   */
  | { readonly type: 'negotiate'; readonly dispute: number; readonly choice: number }
  /**
   * Any dispute call by anyone, of a booking (open, noShow) or a dispute picked by index; amounts are `percent`
   * of what the dispute may refund (above 100: one more than that).
   */
  | {
      readonly type: 'disputeCall';
      readonly step: DisputeStepName;
      readonly target: number;
      readonly by: DisputeCaller;
      readonly outcome: DisputeOutcome;
      readonly percent: number;
    }
  | { readonly type: 'tutorTopUp'; readonly tutor: number; readonly amount: number };

/** `percent` of what a dispute may refund, rounded down; above 100 one more than all of it. */
export const refundOf = (refundable: number, percent: number): number =>
  percent > 100 ? refundable + 1 : Math.floor((refundable * percent) / 100);

const pick = fc.nat({ max: 30 });

export const disputeOperations: readonly fc.WeightedArbitrary<DisputeOperation>[] = [
  {
    arbitrary: fc.record({
      type: fc.constant('negotiate' as const),
      dispute: pick,
      choice: fc.nat({ max: 11 }),
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('disputeCall' as const),
      step: fc.constantFrom<DisputeStepName>('open', 'noShow', 'propose', 'accept', 'escalate', 'decide'),
      target: pick,
      by: fc.constantFrom<DisputeCaller>('student', 'student', 'tutor', 'tutor', 'stranger', 'staff'),
      outcome: fc.constantFrom<DisputeOutcome>(
        'FULL_REFUND',
        'PARTIAL_REFUND',
        'PARTIAL_REFUND',
        'NO_REFUND',
      ),
      percent: fc.constantFrom(0, 25, 50, 75, 100, 101),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('tutorTopUp' as const),
      tutor: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 3_000 }),
    }),
    weight: 1,
  },
];
