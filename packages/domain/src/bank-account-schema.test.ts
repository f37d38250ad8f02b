import { describe, expect, it } from 'vitest';
import { BANK_CODES_BY_COUNTRY, bankAccountSchema, type BankAccountFormValues } from './bank-account-schema';
import { COUNTRY_CODES } from './markets';
import { fieldErrorsOf } from './validation/field-errors';

function fieldsOf(values: BankAccountFormValues) {
  const result = bankAccountSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

const address = { city: 'Singapore', postCode: '018956', firstLine: '1 Marina Boulevard' };
const sgAccount: BankAccountFormValues = {
  currency: 'SGD',
  accountHolderName: 'Wei Ling Tan',
  country: 'sg',
  ...address,
  accountNumber: '123-456-789',
  bankCode: '7171',
};

describe('bank account schema', () => {
  it('asks for every required field with the spec message', () => {
    expect(
      fieldsOf({ currency: '', accountHolderName: ' ', country: '', city: '', postCode: '', firstLine: '' }),
    ).toEqual({
      currency: 'required',
      accountHolderName: 'required',
      country: 'required',
      city: 'required',
      postCode: 'required',
      firstLine: 'required',
    });
  });

  it('normalises what it keeps and drops codes that do not belong to the country', () => {
    const parsed = bankAccountSchema.parse({
      ...sgAccount,
      currency: ' sgd ',
      country: 'SG',
      swiftCode: 'dbss sg sg',
      abartn: '026009593',
      ifscCode: 'HDFC0001234',
      accountType: 'CHECKING',
    });
    expect(parsed).toMatchObject({
      currency: 'SGD',
      country: 'sg',
      accountNumber: '123456789',
      bankCode: '7171',
      swiftCode: 'DBSSSGSG',
      branchCode: null,
      abartn: null,
      ifscCode: null,
      accountType: null,
    });
  });

  it('refuses unknown currencies, countries and odd post codes', () => {
    expect(fieldsOf({ ...sgAccount, currency: 'EUR' })).toEqual({ currency: 'currencyInvalid' });
    expect(fieldsOf({ ...sgAccount, country: 'fr' })).toEqual({ country: 'unknownCountry' });
    expect(fieldsOf({ ...sgAccount, postCode: '#1' })).toEqual({ postCode: 'postCodeInvalid' });
  });

  it('needs a 9-digit ABA routing number and an account type in the US', () => {
    const us = { ...sgAccount, currency: 'USD', country: 'us', bankCode: null };
    expect(fieldsOf(us)).toEqual({ abartn: 'required', accountType: 'required' });
    expect(fieldsOf({ ...us, abartn: '12345678', accountType: 'CURRENT' })).toEqual({
      abartn: 'abartnInvalid',
      accountType: 'accountTypeInvalid',
    });
    expect(bankAccountSchema.parse({ ...us, abartn: '026009593', accountType: 'savings' })).toMatchObject({
      abartn: '026009593',
      accountType: 'SAVINGS',
      bankCode: null,
    });
  });

  it('needs an IFSC code in India', () => {
    const india = { ...sgAccount, currency: 'INR', country: 'in', bankCode: null };
    expect(fieldsOf(india)).toEqual({ ifscCode: 'required' });
    for (const wrong of ['HDFC1001234', 'HDF00001234', 'HDFC000123'])
      expect(fieldsOf({ ...india, ifscCode: wrong }), wrong).toEqual({ ifscCode: 'ifscCodeInvalid' });
    expect(bankAccountSchema.safeParse({ ...india, ifscCode: 'hdfc0001234' }).success).toBe(true);
  });

  it('needs a bank code in the other markets; a SWIFT code is optional but must be well formed', () => {
    for (const country of ['sg', 'my', 'ph', 'id', 'lk'] as const) {
      expect(fieldsOf({ ...sgAccount, country, bankCode: '', accountNumber: '' }), country).toEqual({
        accountNumber: 'required',
        bankCode: 'required',
      });
    }
    expect(fieldsOf({ ...sgAccount, swiftCode: 'DBS1SGSG' })).toEqual({ swiftCode: 'swiftCodeInvalid' });
    expect(fieldsOf({ ...sgAccount, swiftCode: 'DBSSSGSGXX' })).toEqual({ swiftCode: 'swiftCodeInvalid' });
    expect(fieldsOf({ ...sgAccount, swiftCode: 'DBSSSGSGXXX' })).toEqual({});
    expect(fieldsOf({ ...sgAccount, bankCode: '7' })).toEqual({ bankCode: 'bankCodeInvalid' });
    expect(fieldsOf({ ...sgAccount, accountNumber: '12/34' })).toEqual({
      accountNumber: 'accountNumberInvalid',
    });
  });

  it('lists the codes of every market and reports every problem of a form at once', () => {
    expect(Object.keys(BANK_CODES_BY_COUNTRY).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(fieldsOf({ ...sgAccount, currency: 'EUR', city: '', bankCode: null })).toEqual({
      currency: 'currencyInvalid',
      city: 'required',
      bankCode: 'required',
    });
  });
});
