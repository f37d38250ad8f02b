/*
 * The API's stored-row lists have nullable items: a fault in one field of one item nulls that item only
 * (the error is reported beside the data) instead of the whole list. Pages read such lists through these
 * helpers, so they show every item that arrived and say when some could not be shown.
 */

/** The items that arrived, in order; null or undefined stays as it is (still loading, or no data). */
export function presentItems<Item>(list: readonly (Item | null)[]): Item[];
export function presentItems<Item>(list: readonly (Item | null)[] | null | undefined): Item[] | undefined;
export function presentItems<Item>(list: readonly (Item | null)[] | null | undefined): Item[] | undefined {
  return list?.filter((item): item is Item => item !== null);
}

/** How many items of a list did not arrive (each one nulled by an error of its own). */
export function missingItemCount(list: readonly unknown[] | null | undefined): number {
  return list ? list.filter((item) => item === null).length : 0;
}

/**
 * Whether a query failed as a whole: an error and no data. An error beside data is a partial answer (some
 * items nulled), and the page shows what arrived.
 */
export function failedWithoutData(result: { readonly error?: unknown; readonly data?: unknown }): boolean {
  return Boolean(result.error) && (result.data === undefined || result.data === null);
}
