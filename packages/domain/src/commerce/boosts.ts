/*
 * Boosts (spec section 4 'Boost types'): a tutor pays credits to come first on the home page's
 * featured tutors (HomePage) or at the top of browse results (CategoryListingPage) for a number of days.
 */

export const BOOST_TYPES = ['HomePage', 'CategoryListingPage'] as const;
export type BoostType = (typeof BOOST_TYPES)[number];

/** The spec's Boost price: `numberOfDays` of a boost cost `price` credits. */
export interface BoostPrice {
  readonly numberOfDays: number;
  readonly price: number;
}

/** The spec leaves the prices unstated ('values not shown'): ours, in credits, cheaper per day for longer. */
export const BOOST_PRICES: Readonly<Record<BoostType, readonly BoostPrice[]>> = {
  HomePage: [
    { numberOfDays: 1, price: 20 },
    { numberOfDays: 3, price: 50 },
    { numberOfDays: 7, price: 100 },
    { numberOfDays: 14, price: 180 },
    { numberOfDays: 30, price: 350 },
  ],
  CategoryListingPage: [
    { numberOfDays: 1, price: 10 },
    { numberOfDays: 3, price: 25 },
    { numberOfDays: 7, price: 50 },
    { numberOfDays: 14, price: 90 },
    { numberOfDays: 30, price: 175 },
  ],
};

export function isBoostType(value: unknown): value is BoostType {
  return typeof value === 'string' && (BOOST_TYPES as readonly string[]).includes(value);
}

/** The price of a boost of `type` for `numberOfDays`, or null when that length is not sold. */
export function boostPriceOf(type: BoostType, numberOfDays: number): number | null {
  return BOOST_PRICES[type].find((option) => option.numberOfDays === numberOfDays)?.price ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a new boost runs: from now, or, when a boost of the same type is running or queued, from the end of
 * the last of them; for `numberOfDays` whole days.
 */
export function boostWindow(
  now: Date,
  queuedUntil: Date | null,
  numberOfDays: number,
): { readonly startsAt: Date; readonly endsAt: Date } {
  const start = queuedUntil && queuedUntil.getTime() > now.getTime() ? queuedUntil : now;
  return { startsAt: start, endsAt: new Date(start.getTime() + numberOfDays * DAY_MS) };
}
