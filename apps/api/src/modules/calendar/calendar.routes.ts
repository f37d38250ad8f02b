import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { calendarFeedText } from './calendar.service';

/** GET /calendar/{token}.ics: a tutor's private iCal feed, for calendar apps to subscribe to. */
export function registerCalendarRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { token: string } }>('/calendar/:token.ics', async (request, reply) => {
    const body = await calendarFeedText(deps, request.params.token);
    if (body === null)
      return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not Found' });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .send(body);
  });
}
