import { expect } from 'vitest';
import { MESSAGES, type MessageKey } from '@ajar/domain';
import type { OutboxEntry } from '../infra/mail/outbox.queries';
import { SIGN_IN } from './account-operations';
import type { GraphQLResponse, TestApp } from './test-app';

export const ROLE_PVIDS = {
  STDN: '00000000-0000-4000-8000-000000000001',
  TTR0: '00000000-0000-4000-8000-000000000002',
  CMPN: '00000000-0000-4000-8000-000000000003',
} as const;

/** The `code` query parameter of a mailed link. */
export function codeOf(link: string): string {
  const code = new URL(link).searchParams.get('code');
  if (!code) throw new Error(`No code in ${link}`);
  return code;
}

export async function mailsTo(t: TestApp, email: string): Promise<OutboxEntry[]> {
  return (await t.mails()).filter((mail) => mail.to === email);
}

export async function latestMailTo(t: TestApp, email: string): Promise<OutboxEntry> {
  const [mail] = await mailsTo(t, email);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

/** Asserts a single error in the error model, with the spec's text for its key. */
export function expectError(
  response: GraphQLResponse<unknown>,
  code: string,
  messageKey: MessageKey,
  fields?: Record<string, MessageKey>,
): void {
  expect(response.errors, JSON.stringify(response)).toHaveLength(1);
  const [error] = response.errors ?? [];
  expect(error?.extensions?.code).toBe(code);
  expect(error?.extensions?.messageKey).toBe(messageKey);
  expect(error?.message).toBe(MESSAGES[messageKey]);
  if (fields) expect(error?.extensions?.fields).toEqual(fields);
}

export interface SignInData {
  signIn: { token: string; firstTime: boolean; user: { pvid: string; email: string } };
}

export async function signInToken(t: TestApp, email: string, password = 'password123'): Promise<string> {
  const response = await t.gql<SignInData>(SIGN_IN, { email, password });
  if (!response.data?.signIn) throw new Error(`Sign-in failed: ${JSON.stringify(response.errors)}`);
  return response.data.signIn.token;
}
