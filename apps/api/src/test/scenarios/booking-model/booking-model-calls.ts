import { SESSION_TTL_MS, type BookingStatus } from '@ajar/domain';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DomainError } from '../../../kernel/domain-error';
import type { GraphQLResponse } from '../../test-app';
import { creditBalance } from '../../../modules/ledger/testing';
import { settlePayment } from '../../../modules/payment/testing';
import { createPayment, SANDBOX_PROVIDER } from '../../../modules/payment/testing';
import { HOUR, type BookingCall, type Call } from './booking-model-operations';
import type { Answer, ModelBooking, ModelMoney, ModelPayment, ModelRun, Person } from './booking-model-state';
import { ADD_BOOKING, UPDATE_BOOKING, bookingMutation } from '../../../modules/booking/testing';

/** The server's answer to a GraphQL call: what `read` takes from its data, or its refusal (never INTERNAL). */
export function gqlAnswer(result: GraphQLResponse, read: (data: Record<string, unknown>) => Answer): Answer {
  const error = result.errors?.[0];
  if (!error) {
    expect(result.status).toBe(200);
    return read(result.data ?? {});
  }
  expect(error.extensions?.code, `internal error: ${error.message}`).not.toBe('INTERNAL');
  return {
    refusal: { code: error.extensions?.code ?? '', messageKey: error.extensions?.messageKey ?? '' },
  };
}

/** The booking money model's calls, through the entry points production uses: GraphQL, payment services. */
export function modelCalls(run: ModelRun, money: ModelMoney): (call: BookingCall) => Promise<Answer> {
  const { t, world, students, tutors, modelBookings, modelPayments } = run;
  const { caller, callerOf } = money;
  const db = () => t.deps.db;

  /** Sessions end SESSION_TTL_MS after they start: long runs of hours sign everyone in again. */
  async function signInAgain(): Promise<void> {
    const again = async <P extends Person>(person: P): Promise<P> => ({
      ...person,
      party: { ...person.party, token: await run.signIn(person.party.userId) },
    });
    for (const index of [0, 1] as const) {
      students[index] = await again(students[index]);
      tutors[index] = await again(tutors[index]);
    }
    run.staff.token = await run.signIn(run.staff.userId);
    run.sessionsFrom = t.clock.now().getTime();
  }

  async function serviceAnswer<T>(run: () => Promise<T>, read: (value: T) => Answer): Promise<Answer> {
    try {
      return read(await run());
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'INTERNAL') throw error;
      return { refusal: { code: error.code, messageKey: error.messageKey } };
    }
  }

  const checkoutAnswer = (checkout: { paymentId: string }): Answer => ({ paymentId: checkout.paymentId });

  async function performAct(call: Extract<Call, { type: 'act' }>): Promise<Answer> {
    const booking = modelBookings[call.booking] as ModelBooking;
    const options = { token: callerOf(call, booking).person.party.token };
    const statusIn = (field: string) => (data: Record<string, unknown>) => ({
      status: (data[field] as { status: BookingStatus }).status,
    });
    const update = async (status: BookingStatus) =>
      gqlAnswer(await t.gql(UPDATE_BOOKING, { id: booking.id, status }, options), statusIn('updateBooking'));
    const mutation = async (name: string) =>
      gqlAnswer(await t.gql(bookingMutation(name), { bookingId: booking.id }, options), statusIn(name));
    switch (call.act) {
      case 'payPart':
        return mutation('paidPartOfBookingPriceUseUserBalance');
      case 'payWithBalance':
        return update('PAID');
      case 'accept':
        return update('ACCEPTED');
      case 'reject':
        return update('REJECTED');
      case 'cancel':
      case 'tutorCancel':
        return mutation('cancelBooking');
      case 'cancelBeforePaid':
        return mutation('cancelBookingBeforePaid');
      case 'cancelByUpdate':
        return update('CANCELLED');
      case 'done':
        return mutation('bookingDone');
      case 'doneByUpdate':
        return update('DONE');
      case 'transfer':
        return mutation('tutorTransfareBookingMoneyToHisAccount');
    }
  }

  async function perform(call: BookingCall): Promise<Answer> {
    switch (call.type) {
      case 'topUp':
        await creditBalance(db(), students[call.student]?.party.userId ?? '', 'sg', call.amount, call.key);
        return {};
      case 'topUpByCard': {
        const payer = students[call.student] as Person;
        const input = { service: 'BALANCE' as const, bookingId: null, amountMinor: call.amount };
        return serviceAnswer(
          () =>
            createPayment(t.deps, payer.viewer, {
              ...input,
              paymentMethod: 'card',
              idempotencyKey: call.key,
              sharedCode: null,
            }),
          checkoutAnswer,
        );
      }
      case 'checkout': {
        const booking = modelBookings[call.booking] as ModelBooking;
        const payer = caller(booking, 'student', call.who).person;
        const input = { service: 'BOOKING' as const, bookingId: booking.id, amountMinor: null };
        return serviceAnswer(
          () =>
            createPayment(t.deps, payer.viewer, {
              ...input,
              paymentMethod: 'card',
              idempotencyKey: call.key,
              sharedCode: null,
            }),
          checkoutAnswer,
        );
      }
      case 'settle': {
        const { reference: paymentReference } = modelPayments[call.payment] as ModelPayment;
        const outcome = call.approved
          ? { reference: paymentReference, approved: true, method: 'card', reason: null }
          : { reference: paymentReference, approved: false, method: 'card', reason: 'declined' };
        return { settlement: await settlePayment(t.deps, SANDBOX_PROVIDER, outcome, randomUUID()) };
      }
      case 'book': {
        const start = run.base + call.slot * HOUR;
        const variables = {
          tutorPvid: tutors[call.tutor]?.party.userId,
          subjectPvid: tutors[call.tutor]?.subjectLevelId,
          type: 'ONLINE',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + call.minutes * 60_000).toISOString(),
          duration: call.minutes,
        };
        const result = await t.gql(ADD_BOOKING, variables, {
          token: students[call.student]?.party.token ?? '',
        });
        return gqlAnswer(result, (data) => {
          const added = data['addBooking'] as {
            booking: { pvid: string; status: BookingStatus };
            amountWillPaidUseUserBalance: number;
          };
          return {
            bookingId: added.booking.pvid,
            status: added.booking.status,
            fromBalance: added.amountWillPaidUseUserBalance,
          };
        });
      }
      case 'act':
        return performAct(call);
      case 'bankAccount':
        await world.bankAccount(tutors[call.tutor]?.party.userId ?? '');
        return {};
      case 'time':
        if (call.at > t.clock.now().getTime()) t.clock.set(new Date(call.at));
        if (t.clock.now().getTime() - run.sessionsFrom > SESSION_TTL_MS / 2) await signInAgain();
        return {};
      case 'jobs':
        await t.runJobs();
        return {};
    }
  }

  return perform;
}
