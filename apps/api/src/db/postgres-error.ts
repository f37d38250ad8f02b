/** A string field of a failed statement's error, looked for through up to 5 wrappers (`cause`). */
function fieldThroughCauses(
  error: unknown,
  field: 'code' | 'constraint',
  accept: (value: string) => boolean,
): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const value = (current as Partial<Record<typeof field, unknown>>)[field];
    if (typeof value === 'string' && accept(value)) return value;
    current = current.cause;
  }
  return null;
}

/** PostgreSQL's SQLSTATE of a failed statement (node-postgres and PGlite both set `code`), through wrappers. */
export const postgresErrorCode = (error: unknown): string | null =>
  fieldThroughCauses(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));

/** The name of the constraint or index a failed statement violated, through wrappers. */
export const postgresConstraint = (error: unknown): string | null =>
  fieldThroughCauses(error, 'constraint', () => true);

/** An exclusion constraint refused the row (e.g. two bookings of a tutor overlapping). */
export const EXCLUSION_VIOLATION = '23P01';

/** A unique index refused the row (e.g. one idempotency key used by two requests at once). */
export const UNIQUE_VIOLATION = '23505';
