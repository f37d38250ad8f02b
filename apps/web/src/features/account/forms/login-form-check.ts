import { MESSAGES } from '@ajar/domain';
import type { FormCheck } from '../../../shared/forms/use-checked-form';

/**
 * The login form's check, without zod so the login page stays light: it gives what the domain's
 * loginSchema gives (the same messages, the email trimmed and lower-cased), and its test holds it to that.
 */
export interface LoginFormValues {
  readonly email: string;
  readonly password: string;
}

export type LoginField = keyof LoginFormValues;

/** Each field's error as the spec's English text (a key into MESSAGES by messageKeyOf). */
type LoginFormErrors = Partial<Record<LoginField, string>>;

/** The fields in the order they are shown: the first one with an error takes the focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

// zod 4's z.email() pattern, which the API's loginSchema applies.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function emailProblem(email: string): string | undefined {
  if (email.length === 0) return MESSAGES.emailMissing;
  return EMAIL_PATTERN.test(email) ? undefined : MESSAGES.emailInvalid;
}

export function checkLoginForm(values: LoginFormValues): FormCheck<LoginFormValues, LoginFormValues> {
  const email = values.email.trim();
  const errors: LoginFormErrors = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  if (values.password.length === 0) errors.password = MESSAGES.passwordRequired;
  if (errors.email || errors.password) return { ok: false, errors };
  return { ok: true, input: { email: email.toLowerCase(), password: values.password } };
}
