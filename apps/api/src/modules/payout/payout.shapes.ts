import type { BankAccountType, CountryCode, CurrencyCode } from '@ajar/domain';

/** A bank account as its owner sees it (spec section 3, Bank account). */
export interface BankAccountView {
  readonly id: string;
  readonly currency: CurrencyCode;
  readonly accountHolderName: string;
  readonly accountNumber: string | null;
  readonly abartn: string | null;
  readonly accountType: BankAccountType | null;
  readonly bankCode: string | null;
  readonly branchCode: string | null;
  readonly ifscCode: string | null;
  readonly swiftCode: string | null;
  readonly country: CountryCode;
  readonly city: string;
  readonly postCode: string;
  readonly firstLine: string;
  readonly createdAt: Date;
}

/** Money sent to one of the tutor's bank accounts, which may have been deleted since. */
export interface PayoutView {
  readonly id: string;
  /** Minor units of `currency`. */
  readonly amount: number;
  readonly currency: CurrencyCode;
  readonly createdAt: Date;
  readonly bookingId: string;
  readonly accountHolderName: string;
  /** The account number's last 4 characters, never the whole number. */
  readonly accountNumberLast4: string | null;
}
