/** PostgreSQL's SQLSTATE of a failed statement (node-postgres and PGlite both set `code`), through wrappers. */
export function postgresErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

/** The name of the constraint or index a failed statement violated, through wrappers. */
export function postgresConstraint(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = current.cause;
  }
  return null;
}

/** An exclusion constraint refused the row (e.g. two bookings of a tutor overlapping). */
export const EXCLUSION_VIOLATION = '23P01';

/** A unique index refused the row (e.g. one idempotency key used by two requests at once). */
export const UNIQUE_VIOLATION = '23505';
