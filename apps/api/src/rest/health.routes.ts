import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import type { Deps } from '../deps';

/** GET /isServerRun: 200 only when the database answers, so the SPA can show its maintenance notice. */
export function registerHealthRoutes(app: FastifyInstance, deps: Deps): void {
  app.get('/isServerRun', async (_request, reply) => {
    const ok = await pingDatabase(deps.db);
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ok });
  });
}
