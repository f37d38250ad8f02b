import { MESSAGES, errorPayload, type ErrorCode } from '@ajar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../kernel/domain-error';

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

const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

/**
 * Every route's last word on a thrown error: domain errors in the error model, the framework's own 4xx
 * (a bad JSON body, a body too large) with their status, and anything else as the generic 500 — so no
 * SQL text or stack leaves the server from a route that does not catch its errors itself.
 */
export function registerRestErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof DomainError || typeof status !== 'number' || status >= 500)
      return sendRestError(request, reply, error);
    const code = CODE_OF_STATUS[status] ?? 'BAD_USER_INPUT';
    return reply
      .code(status)
      .send(errorPayload(code, code === 'NOT_FOUND' ? 'notFound' : 'somethingWentWrong'));
  });
}
