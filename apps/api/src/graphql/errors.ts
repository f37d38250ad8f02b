import { ERROR_CODES } from '@ajar/domain';
import { GraphQLError } from 'graphql';
import { ZodError } from 'zod';
import { DomainError, badInput } from '../kernel/domain-error';

/* The mapping of the kernel's DomainError (and zod failures) to GraphQLError, for Yoga's error mask. */

function originalOf(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

function toGraphQLError(domain: DomainError, source: unknown): GraphQLError {
  const located = source instanceof GraphQLError ? source : undefined;
  return new GraphQLError(domain.message, {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: {
      code: domain.code,
      messageKey: domain.messageKey,
      ...(domain.fields ? { fields: domain.fields } : {}),
      // Yoga turns this into the response status and strips it from the body.
      ...(domain.code === 'UNAUTHENTICATED' && !domain.keepsSession ? { http: { status: 401 } } : {}),
    },
  });
}

/** True for errors that are the user's doing: not worth an error-level log line. */
export function isExpectedError(error: unknown): boolean {
  const original = originalOf(error);
  if (original instanceof DomainError) return original.code !== 'INTERNAL';
  if (error instanceof GraphQLError) {
    const code = error.extensions['code'];
    return (
      typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) && code !== 'INTERNAL'
    );
  }
  return false;
}

/**
 * Yoga's error mask: domain errors and zod failures become the error model's extensions; errors
 * in the query itself (syntax, validation, limits) pass as they are; anything else is INTERNAL,
 * with no stack or SQL text leaving the server (Yoga logs the original).
 */
export function maskError(error: unknown): Error {
  const original = originalOf(error);
  if (original instanceof DomainError) return toGraphQLError(original, error);
  if (original instanceof ZodError) return toGraphQLError(badInput(original), error);
  // A GraphQL error all the way down is about the request itself (e.g. a variable of the wrong enum).
  if (error instanceof GraphQLError && (!error.originalError || original instanceof GraphQLError))
    return error;
  return toGraphQLError(new DomainError('INTERNAL', 'somethingWentWrong'), error);
}
