import { z } from 'zod';
import { TEXT_LIMIT } from './constants';
import { LEDGER_CURRENCIES } from './ledger';
import { COUNTRY_CODES, type CountryCode, type CurrencyCode } from './markets';
import { MESSAGES } from './messages';

/**
 * A tutor's bank account for payouts (spec section 3, Bank account). The API parses addBankAccount with this
 * schema and the web's form validates with the same one. Which codes a bank needs depends on the account's
 * country; codes that do not belong to the country are dropped (stored as null).
 */

/** Live (not deleted) bank accounts a user may keep. */
export const MAX_BANK_ACCOUNTS = 5;

export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_CODE_FIELDS = [
  'accountNumber',
  'abartn',
  'accountType',
  'bankCode',
  'branchCode',
  'ifscCode',
  'swiftCode',
] as const;
export type BankCodeField = (typeof BANK_CODE_FIELDS)[number];

export interface BankCodeRules {
  readonly required: readonly BankCodeField[];
  readonly optional: readonly BankCodeField[];
}

const LOCAL_BANK: BankCodeRules = {
  required: ['accountNumber', 'bankCode'],
  optional: ['branchCode', 'swiftCode'],
};

/** The codes a bank account in each country needs (required) or may carry (optional); the web shows these. */
export const BANK_CODES_BY_COUNTRY: Readonly<Record<CountryCode, BankCodeRules>> = {
  us: { required: ['accountNumber', 'abartn', 'accountType'], optional: [] },
  in: { required: ['accountNumber', 'ifscCode'], optional: [] },
  sg: LOCAL_BANK,
  my: LOCAL_BANK,
  ph: LOCAL_BANK,
  id: LOCAL_BANK,
  lk: LOCAL_BANK,
};

/** Formats of the codes, on their normalised form (spaces and hyphens removed, upper case). */
export const BANK_CODE_PATTERNS: Readonly<Record<BankCodeField, RegExp>> = {
  accountNumber: /^[A-Z0-9]{4,34}$/,
  abartn: /^[0-9]{9}$/,
  accountType: new RegExp(`^(${BANK_ACCOUNT_TYPES.join('|')})$`),
  bankCode: /^[A-Z0-9]{2,11}$/,
  branchCode: /^[A-Z0-9]{2,11}$/,
  ifscCode: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  swiftCode: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
};

const INVALID_CODE: Readonly<Record<BankCodeField, string>> = {
  accountNumber: MESSAGES.accountNumberInvalid,
  abartn: MESSAGES.abartnInvalid,
  accountType: MESSAGES.accountTypeInvalid,
  bankCode: MESSAGES.bankCodeInvalid,
  branchCode: MESSAGES.bankCodeInvalid,
  ifscCode: MESSAGES.ifscCodeInvalid,
  swiftCode: MESSAGES.swiftCodeInvalid,
};

const requiredText = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(TEXT_LIMIT, { error: MESSAGES.textTooLong });

/** A code as typed: blank is none; spaces and hyphens are only for reading. */
const code = z
  .string()
  .transform((text) => text.replace(/[\s-]+/g, '').toUpperCase() || null)
  .nullish()
  .transform((text) => text ?? null);

export const bankAccountSchema = z
  .object({
    currency: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required })
      .toUpperCase()
      .pipe(z.enum(LEDGER_CURRENCIES as readonly CurrencyCode[], { error: MESSAGES.currencyInvalid })),
    accountHolderName: requiredText,
    country: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required })
      .toLowerCase()
      .pipe(z.enum(COUNTRY_CODES, { error: MESSAGES.unknownCountry })),
    city: requiredText,
    postCode: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { error: MESSAGES.postCodeInvalid }),
    firstLine: requiredText,
    accountNumber: code,
    abartn: code,
    accountType: code,
    bankCode: code,
    branchCode: code,
    ifscCode: code,
    swiftCode: code,
  })
  .superRefine(
    (account, context) => {
      // Runs even when other fields failed (a form shows every problem at once), so values may be raw.
      const rules = (BANK_CODES_BY_COUNTRY as Partial<Record<string, BankCodeRules>>)[account.country];
      if (!rules) return;
      for (const field of [...rules.required, ...rules.optional]) {
        const value: unknown = account[field];
        if (value === null || value === undefined) {
          if (rules.required.includes(field))
            context.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
        } else if (typeof value === 'string' && !BANK_CODE_PATTERNS[field].test(value)) {
          context.addIssue({ code: 'custom', path: [field], message: INVALID_CODE[field] });
        }
      }
    },
    { when: () => true },
  )
  .transform((account) => {
    const rules = BANK_CODES_BY_COUNTRY[account.country];
    const kept = (field: BankCodeField) =>
      rules.required.includes(field) || rules.optional.includes(field) ? account[field] : null;
    return {
      ...account,
      accountNumber: kept('accountNumber'),
      abartn: kept('abartn'),
      accountType: kept('accountType') as BankAccountType | null,
      bankCode: kept('bankCode'),
      branchCode: kept('branchCode'),
      ifscCode: kept('ifscCode'),
      swiftCode: kept('swiftCode'),
    };
  });

export type BankAccountFormValues = z.input<typeof bankAccountSchema>;
export type BankAccountInput = z.output<typeof bankAccountSchema>;
