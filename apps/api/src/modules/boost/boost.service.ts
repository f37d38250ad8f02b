import { ROLE_CODES, boostPriceOf, boostWindow, type BoostType } from '@ajar/domain';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { spendCredits } from '../credits';
import { insertBoost, liveBoostsOf, lockBoostsOf, queuedUntil } from './boost.queries';
import type { BoostView } from './boost.shapes';
import type { ProfileBoostRow } from './boost.tables';

const HISTORY_LABELS: Readonly<Record<BoostType, string>> = {
  HomePage: 'Home page',
  CategoryListingPage: 'Browse results',
};

function viewOf(row: ProfileBoostRow, now: Date): BoostView {
  return {
    id: row.id,
    boostType: row.type,
    numberOfDays: row.numberOfDays,
    credits: row.credits,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.startsAt.getTime() <= now.getTime() ? 'ACTIVE' : 'QUEUED',
  };
}

/**
 * boostTutorProfile: a tutor pays the boost's price in credits and is placed first from now, or from the end
 * of their last boost of the type. Credits and boost are written in one transaction: too few credits, and
 * nothing is.
 */
export async function boostTutorProfile(
  deps: Deps,
  viewer: Viewer,
  input: { readonly boostType: BoostType; readonly numberOfDays: number },
): Promise<BoostView> {
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'boostTutorsOnly');
  const price = boostPriceOf(input.boostType, input.numberOfDays);
  if (price === null)
    throw new DomainError('BAD_USER_INPUT', 'boostLengthInvalid', { numberOfDays: 'boostLengthInvalid' });
  const now = deps.clock.now();
  const row = await deps.db.transaction((tx) =>
    bookBoost(tx, {
      userId: viewer.userId,
      boostType: input.boostType,
      numberOfDays: input.numberOfDays,
      price,
      now,
    }),
  );
  return viewOf(row, now);
}

/**
 * A boost paid in credits, inside the caller's transaction: queued after the tutor's last boost of the type,
 * its credits spent with a history line. The service checks who may; the demo seed books boosts through it.
 */
export async function bookBoost(
  tx: Transaction,
  input: {
    readonly userId: string;
    readonly boostType: BoostType;
    readonly numberOfDays: number;
    readonly price: number;
    readonly now: Date;
  },
): Promise<ProfileBoostRow> {
  const { userId, boostType, numberOfDays, price, now } = input;
  await lockBoostsOf(tx, userId, boostType);
  const window = boostWindow(now, await queuedUntil(tx, userId, boostType, now), numberOfDays);
  const id = randomUUID();
  await spendCredits(tx, {
    userId,
    credits: price,
    key: `boost:${id}`,
    reference: { type: 'boost', id },
    type: 'BOOST',
    reason: 'Profile boost',
    description: `${HISTORY_LABELS[boostType]} · ${numberOfDays} days`,
    now,
  });
  return insertBoost(tx, {
    id,
    userId,
    type: boostType,
    numberOfDays,
    credits: price,
    ...window,
    createdAt: now,
  });
}

/** getUserBoosts: the signed-in tutor's running and queued boosts, soonest first. */
export async function boostsOf(deps: Deps, viewer: Viewer): Promise<BoostView[]> {
  const now = deps.clock.now();
  return (await liveBoostsOf(deps.db, viewer.userId, now)).map((row) => viewOf(row, now));
}
