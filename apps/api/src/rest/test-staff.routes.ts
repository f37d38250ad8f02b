import { COUNTRY_CODES } from '@ajar/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { createStaffAccount } from '../modules/account';

const staffBody = z.object({
  email: z.email().max(254),
  password: z.string().min(8).max(128),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  country: z.enum(COUNTRY_CODES),
});

/**
 * The end-to-end journeys' staff: `POST /_dev/staff {email, password, firstName, lastName, country}` makes a
 * member of the Ajar team as `npm run staff:create` does (201), or answers 409 when the email has an
 * account. The journey then signs in through the normal login. Only with NODE_ENV=test.
 */
export function registerTestStaffRoutes(app: FastifyInstance, deps: Deps): void {
  if (deps.config.env !== 'test') return;
  app.post('/_dev/staff', async (request, reply) => {
    const body = staffBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'email, password (8+), names and a country' });
    const created = await createStaffAccount(deps.db, { ...body.data, now: deps.clock.now() });
    if (created === 'emailTaken')
      return reply.status(409).send({ error: 'that email already has an account' });
    return reply.status(201).header('cache-control', 'no-store').send({ userId: created.userId });
  });
}
