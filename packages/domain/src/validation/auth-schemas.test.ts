import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  registerCompanySchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
} from './auth-schemas';
import { fieldErrorsOf } from './field-errors';

function fieldsOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

describe('auth schemas speak the spec', () => {
  it('login: missing and invalid email, missing password', () => {
    expect(fieldsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'emailMissing',
      password: 'passwordRequired',
    });
    expect(fieldsOf(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'emailInvalid',
    });
    expect(loginSchema.parse({ email: ' Ana@Example.COM ', password: 'x' }).email).toBe('ana@example.com');
  });

  it('register: names, email, password length, country', () => {
    const fields = fieldsOf(
      registerSchema.safeParse({
        rolePvid: 'r',
        email: '',
        password: 'short',
        firstName: ' ',
        lastName: '',
        country: 'xx',
      }),
    );
    expect(fields).toEqual({
      email: 'emailRequired',
      password: 'passwordTooShort',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      country: 'unknownCountry',
    });
  });

  it('company registration requires the spec company fields', () => {
    const base = {
      rolePvid: 'r',
      email: 'a@b.co',
      password: 'password1',
      firstName: 'A',
      lastName: 'B',
      country: 'sg',
    };
    const fields = fieldsOf(registerCompanySchema.safeParse(base));
    expect(Object.keys(fields).sort()).toEqual(
      [
        'companyCity',
        'companyCountry',
        'companyEmail',
        'companyIndustry',
        'companyName',
        'companyPhone',
        'companyPostalCode',
        'companyStreet',
        'companySummary',
        'companyUnit',
        'companyWebsite',
      ].sort(),
    );
    expect(new Set(Object.values(fields))).toEqual(new Set(['required']));
  });

  it('reset needs matching passwords of eight characters', () => {
    expect(
      fieldsOf(
        resetPasswordSchema.safeParse({ newPassword1: 'abcdefgh', newPassword2: 'abcdefgx', resetCode: 'c' }),
      ),
    ).toEqual({ newPassword2: 'passwordMismatch' });
    expect(
      fieldsOf(resetPasswordSchema.safeParse({ newPassword1: 'abc', newPassword2: 'abc', resetCode: 'c' })),
    ).toEqual({
      newPassword1: 'passwordTooShort',
    });
  });

  it('update says the passwords should match', () => {
    expect(
      fieldsOf(
        updatePasswordSchema.safeParse({
          oldPassword: 'x',
          newPassword1: 'abcdefgh',
          newPassword2: 'zzzzzzzz',
        }),
      ),
    ).toEqual({ newPassword2: 'passwordShouldMatch' });
  });
});
