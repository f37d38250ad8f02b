import type { FastifyInstance } from 'fastify';
import { DomainError } from '../kernel/domain-error';
import { sendRestError } from '../rest/rest-errors';

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying it fails in the database as an internal error.
 * Requests are checked for it up front and refused as bad input instead.
 */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  // Uploads (File), bytes and dates carry no user text to store.
  if (value instanceof Blob || value instanceof Date || ArrayBuffer.isView(value)) return false;
  return Object.values(value).some((item) => containsNulCharacter(item, depth + 1));
}

/** The REST routes' guard (GraphQL has its own, answering in its error model): 400 textInvalid. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/graphql')) return;
    if ([request.params, request.query, request.body].some((part) => containsNulCharacter(part)))
      return sendRestError(request, reply, new DomainError('BAD_USER_INPUT', 'textInvalid'));
  });
}
