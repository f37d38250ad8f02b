import { MESSAGES, fieldErrorsOf, type ErrorCode, type FieldErrors, type MessageKey } from '@ajar/domain';
import type { ZodError, z } from 'zod';

/**
 * A refusal the user should see: a code from the error model, a message key, and per-field keys.
 * It knows no transport: graphql/errors.ts maps it to a GraphQLError, rest/rest-errors.ts to a JSON body.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly fields: FieldErrors | undefined;
  /**
   * UNAUTHENTICATED normally answers HTTP 401, which tells the web its stored token is dead. A guest
   * asked to log in (see docs/error-model.md, "Signed-out calls") answers 200 with the same code.
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

/** Parses input with a domain schema, refusing bad input in the error model. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput(result.error);
  return result.data;
}
