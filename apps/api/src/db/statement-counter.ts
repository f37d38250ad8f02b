import type { FastifyInstance } from 'fastify';
import type { Logger } from 'drizzle-orm';

/**
 * Benchmarks only: with COUNT_SQL_STATEMENTS=1 every SQL statement the app sends through drizzle
 * (node-postgres: BEGIN/COMMIT too; PGlite runs those inside its own transaction call) is counted, and
 * GET /_dev/sql-statements answers the running total. Off, nothing is counted and the route does not exist.
 */
export const COUNTING_SQL_STATEMENTS = process.env['COUNT_SQL_STATEMENTS'] === '1';

let statements = 0;

const countingLogger: Logger = {
  logQuery: () => {
    statements += 1;
  },
};

/** Drizzle options: the counting logger when counting is on. */
export function statementCounting(): { logger?: Logger } {
  return COUNTING_SQL_STATEMENTS ? { logger: countingLogger } : {};
}

export function registerStatementCountRoute(app: FastifyInstance): void {
  if (!COUNTING_SQL_STATEMENTS) return;
  app.get('/_dev/sql-statements', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ statements }),
  );
}
