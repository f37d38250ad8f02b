import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DisputeAction, DisputeFullFragment, DisputeParty } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const HOUR = 3_600_000;

/** A lesson dispute where the tutor countered with SG$ 20.00 of SG$ 40.00; the student's turn, 2 days 5 hours left. */
function dispute(myParty: DisputeParty, availableActions: DisputeAction[]): DisputeFullFragment {
  return {
    id: 'd1',
    bookingId: 'b1',
    kind: 'LESSON',
    reason: 'LESSON_CUT_SHORT',
    status: 'NEGOTIATING',
    currency: 'SGD',
    refundable: 4000,
    turn: 'student',
    turnEndsAt: new Date(Date.now() + 53 * HOUR + 30 * 60_000).toISOString(),
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
  };
}

function show(myParty: DisputeParty, actions: DisputeAction[]) {
  signInForTest({
    pvid: myParty === 'student' ? 's1' : 't1',
    email: 'x@ajar.test',
    country: 'sg',
    roleCode: 'STDN',
  });
  renderWithApi(
    '/sg/dispute/negotiationstatus/d1',
    fakeApi({ GetDispute: () => ({ data: { getDispute: dispute(myParty, actions) } }) }),
  );
}

describe('dispute/negotiationstatus page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('shows the proposal on the table, the clock of the party on turn, and their actions', async () => {
    show('student', ['accept', 'counter', 'message', 'escalate']);
    const summary = await screen.findByTestId('dispute-summary');
    expect(within(summary).getByText(/On the table: Partial refund \(SG\$ 20\.00\)/)).toBeTruthy();
    expect(within(summary).getByText(/proposed by Wei/)).toBeTruthy();
    expect(screen.getByTestId('dispute-clock').textContent).toBe(
      'You have 2 days 5 hours to answer. If you do not, the proposal on the table stands.',
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
      'Nadia has 2 days 5 hours to answer. If they do not, the proposal on the table stands.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the proposal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send proposal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ask the Ajar team to decide/ })).toBeTruthy();
  });
});
