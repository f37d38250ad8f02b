import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisputeAction, DisputeFullFragment, DisputeParty } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

/** The page reads at 10:00 UTC on 10 January; the turn ends 2 days 5 hours 30 minutes later (23:30 in Singapore). */
const NOW = '2026-01-10T10:00:00.000Z';
const TURN_ENDS = '2026-01-12T15:30:00.000Z';

/** A lesson dispute where the tutor countered with SG$ 20.00 of SG$ 40.00; the student's turn, 2 days 5 hours left. */
function dispute(
  myParty: DisputeParty,
  availableActions: DisputeAction[],
  overrides: Partial<DisputeFullFragment> = {},
): DisputeFullFragment {
  return {
    id: 'd1',
    bookingId: 'b1',
    kind: 'LESSON',
    reason: 'LESSON_CUT_SHORT',
    status: 'NEGOTIATING',
    currency: 'SGD',
    refundable: 4000,
    turn: 'student',
    turnEndsAt: TURN_ENDS,
    proposalOutcome: 'PARTIAL_REFUND',
    proposalRefund: 2000,
    proposalBy: 'tutor',
    refund: null,
    myParty,
    createdAt: '2026-01-10T10:00:00.000Z',
    student: { userPvid: 's1', firstName: 'Nadia', lastName: 'Rahman' },
    tutor: { userPvid: 't1', firstName: 'Wei', lastName: 'Tan' },
    lesson: {
      subject: 'Mathematics',
      startTime: '2026-01-09T09:00:00.000Z',
      endTime: '2026-01-09T10:00:00.000Z',
    },
    description: 'The tutor left after 20 minutes.',
    openedBy: 'student',
    escalatedBy: null,
    escalationFee: null,
    decisionReason: null,
    resolvedAt: null,
    availableActions,
    events: [
      {
        id: 'e1',
        kind: 'OPENED',
        party: 'student',
        byStaff: false,
        outcome: 'FULL_REFUND',
        amount: 4000,
        message: 'The tutor left after 20 minutes.',
        createdAt: '2026-01-10T10:00:00.000Z',
      },
      {
        id: 'e2',
        kind: 'PROPOSAL',
        party: 'tutor',
        byStaff: false,
        outcome: 'PARTIAL_REFUND',
        amount: 2000,
        message: 'We did half.',
        createdAt: '2026-01-10T12:00:00.000Z',
      },
    ],
    evidence: [],
    ...overrides,
  };
}

function show(myParty: DisputeParty, actions: DisputeAction[], overrides: Partial<DisputeFullFragment> = {}) {
  signInForTest({
    pvid: myParty === 'student' ? 's1' : 't1',
    email: 'x@ajar.test',
    country: 'sg',
    roleCode: 'STDN',
  });
  renderWithApi(
    '/sg/dispute/negotiationstatus/d1',
    fakeApi({ GetDispute: () => ({ data: { getDispute: dispute(myParty, actions, overrides) } }) }),
  );
}

describe('dispute/negotiationstatus page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the proposal on the table, the clock of the party on turn, and their actions', async () => {
    show('student', ['accept', 'counter', 'message', 'escalate']);
    const summary = await screen.findByTestId('dispute-summary');
    expect(within(summary).getByText(/On the table: Partial refund \(SG\$ 20\.00\)/)).toBeTruthy();
    expect(within(summary).getByText(/proposed by Wei/)).toBeTruthy();
    expect(screen.getByTestId('dispute-clock').textContent).toBe(
      'You have 2 days 5 hours to answer (until 12 Jan 2026, 23:30). If you do not, the proposal on the table stands.',
    );
    expect(screen.getByRole('button', { name: 'Accept the proposal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send proposal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ask the Ajar team to decide/ }).getAttribute('href')).toBe(
      '/sg/dispute/buy/escalation?dispute=d1',
    );
    expect(screen.getAllByTestId('dispute-event')).toHaveLength(2);
  });

  it('tells the party waiting whose turn it is, and offers only a message and escalation', async () => {
    show('tutor', ['message', 'escalate']);
    expect((await screen.findByTestId('dispute-clock')).textContent).toBe(
      'Nadia has 2 days 5 hours to answer (until 12 Jan 2026, 23:30). If they do not, the proposal on the table stands.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the proposal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send proposal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ask the Ajar team to decide/ })).toBeTruthy();
  });

  it("says where a decided dispute's escalation fee went, to its payer and to the other party", async () => {
    const decided = {
      status: 'DECIDED',
      turn: null,
      turnEndsAt: null,
      refund: 2000,
      escalatedBy: 'student',
      escalationFee: 500,
      decisionReason: 'Half of the lesson took place.',
    } as const;
    show('student', [], decided);
    expect((await screen.findByTestId('dispute-fee')).textContent).toBe(
      'The decision went your way: your escalation fee of SG$ 5.00 is back in your balance.',
    );
    resetSessionForTest();
    cleanup();
    show('tutor', [], { ...decided, refund: 1999 });
    expect((await screen.findByTestId('dispute-fee')).textContent).toBe(
      'The escalation fee of SG$ 5.00 paid by Nadia is not refunded.',
    );
  });
});
