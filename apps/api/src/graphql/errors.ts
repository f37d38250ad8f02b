import {
  ERROR_CODES,
  MESSAGES,
  fieldErrorsOf,
  type ErrorCode,
  type FieldErrors,
  type MessageKey,
} from '@ajar/domain';
import { GraphQLError } from 'graphql';
import { ZodError, type z } from 'zod';

/** A refusal the user should see: a code from the error model, a message key, and per-field keys. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly fields: FieldErrors | undefined;
  /**
   * UNAUTHENTICATED normally answers HTTP 401, which tells the web its stored token is dead. A guest
   * asked to log in for a page part (testimonials) is not that case: it answers 200 with the same code.
   */
  readonly keepsSession: boolean;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    fields?: FieldErrors,
    options?: { keepsSession?: boolean },
  ) {
    super(MESSAGES[messageKey]);
    this.name = 'DomainError';
    this.code = code;
    this.messageKey = messageKey;
    this.fields = fields;
    this.keepsSession = options?.keepsSession ?? false;
  }
}

export const unauthenticated = (): DomainError => new DomainError('UNAUTHENTICATED', 'notLoggedIn');
export const forbidden = (): DomainError => new DomainError('FORBIDDEN', 'forbidden');
/** A visitor must log in to see this (UNAUTHENTICATED, but HTTP 200: there is no dead token to clear). */
export const loginRequired = (): DomainError =>
  new DomainError('UNAUTHENTICATED', 'notLoggedIn', undefined, { keepsSession: true });

/** A failed zod parse as BAD_USER_INPUT: the first field's message leads, every field is listed. */
export function badInput(error: ZodError): DomainError {
  const fields = fieldErrorsOf(error);
  const first = Object.values(fields)[0] ?? 'required';
  return new DomainError('BAD_USER_INPUT', first, fields);
}

/** Parses resolver arguments with a domain schema, refusing bad input in the error model. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(result.error);
  return result.data;
}

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
