import { MESSAGES, errorPayload, type ErrorCode } from '@ajar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../graphql/errors';

const STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/**
 * The error model of the REST routes: a DomainError answers its status with { code, messageKey, message,
 * fields }; anything else is logged and answers 500 with the generic message, never a stack.
 */
export function sendRestError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof DomainError) {
    return reply.code(STATUS[error.code]).send(errorPayload(error.code, error.messageKey, error.fields));
  }
  request.log.error({ err: error }, 'REST request failed');
  return reply
    .code(500)
    .send({ code: 'INTERNAL', messageKey: 'somethingWentWrong', message: MESSAGES.somethingWentWrong });
}
