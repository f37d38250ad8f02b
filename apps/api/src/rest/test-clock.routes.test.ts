import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { shiftedClock, systemClock, type Clock } from '../infra/clock';
import { registerTestClockRoutes } from './test-clock.routes';

async function serverWith(env: Config['env'], clock: Clock) {
  const app = Fastify();
  registerTestClockRoutes(app, { config: { env }, clock } as unknown as Deps);
  await app.ready();
  return app;
}

describe('the end-to-end test clock', () => {
  it('moves the server time by the offset asked for, and back', async () => {
    const clock = shiftedClock();
    const app = await serverWith('test', clock);
    const day = 24 * 3_600_000;
    const moved = await app.inject({ method: 'POST', url: '/_dev/clock', payload: { offsetMs: 3 * day } });
    expect(moved.statusCode).toBe(200);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(3 * day - 1000);
    expect((await app.inject({ method: 'GET', url: '/_dev/clock' })).json()).toMatchObject({
      offsetMs: 3 * day,
    });
    const bad = await app.inject({ method: 'POST', url: '/_dev/clock', payload: { offsetMs: 'soon' } });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/_dev/clock', payload: { offsetMs: 0 } });
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    await app.close();
  });

  it('does not exist outside NODE_ENV=test, nor over the system clock', async () => {
    for (const [env, clock] of [
      ['development', shiftedClock()],
      ['production', shiftedClock()],
      ['test', systemClock],
    ] as const) {
      const app = await serverWith(env, clock);
      const answer = await app.inject({ method: 'POST', url: '/_dev/clock', payload: { offsetMs: 1 } });
      expect(answer.statusCode).toBe(404);
      await app.close();
    }
  });
});
