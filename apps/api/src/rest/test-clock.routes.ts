import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { isShiftedClock } from '../infra/clock';

const MAX_OFFSET_MS = 366 * 24 * 3_600_000;
const offsetBody = z.object({ offsetMs: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) });

/**
 * The end-to-end journeys' clock: `POST /_dev/clock {"offsetMs": n}` moves the server's time n ms from the
 * real one (0 puts it back), so a journey can let a lesson take place. Only with NODE_ENV=test.
 */
export function registerTestClockRoutes(app: FastifyInstance, deps: Deps): void {
  const { clock } = deps;
  if (deps.config.env !== 'test' || !isShiftedClock(clock)) return;
  const state = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });
  app.get('/_dev/clock', async (_request, reply) => reply.header('cache-control', 'no-store').send(state()));
  app.post('/_dev/clock', async (request, reply) => {
    const body = offsetBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'offsetMs must be a whole number of ms' });
    clock.setOffset(body.data.offsetMs);
    return reply.header('cache-control', 'no-store').send(state());
  });
}
