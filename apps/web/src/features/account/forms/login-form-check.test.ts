import { loginSchema, MESSAGES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { checkLoginForm, type LoginFormValues } from './login-form-check';

/** What the API's zod schema says about the same values: the first message per field, or the parsed input. */
function schemaVerdict(values: LoginFormValues) {
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const EMAILS = [
  '',
  '   ',
  'wei',
  'wei@',
  'wei@ajar',
  'wei@ajar.t',
  'wei@ajar.test',
  '  Wei.Tan@Ajar.TEST  ',
  "o'brien+tag@mail.example.com",
  'first..last@ajar.test',
  '.lead@ajar.test',
  'trail.@ajar.test',
  'under_score@sub-domain.ajar.test',
  'wei@-ajar.test',
  'wei@ajar..test',
  'wei tan@ajar.test',
  'wei@ajar.test.',
  'wei@ajar.123',
  'wëi@ajar.test',
  'wei@@ajar.test',
];
const PASSWORDS = ['', ' ', 'secret-123'];

describe('the login check without zod', () => {
  it.each(EMAILS.flatMap((email) => PASSWORDS.map((password) => ({ email, password }))))(
    'agrees with the domain schema for %o',
    (values) => {
      expect(checkLoginForm(values)).toEqual(schemaVerdict(values));
    },
  );

  it("gives the spec's messages for empty fields and a malformed email", () => {
    expect(checkLoginForm({ email: ' ', password: '' })).toEqual({
      ok: false,
      errors: { email: MESSAGES.emailMissing, password: MESSAGES.passwordRequired },
    });
    expect(checkLoginForm({ email: 'wei@ajar', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email' },
    });
  });

  it('sends the email trimmed and in lower case, the password as typed', () => {
    expect(checkLoginForm({ email: ' Wei@Ajar.Test ', password: ' pass ' })).toEqual({
      ok: true,
      input: { email: 'wei@ajar.test', password: ' pass ' },
    });
  });
});
