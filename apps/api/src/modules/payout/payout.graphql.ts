import { MESSAGES, bankAccountSchema } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import { addBankAccount, deleteBankAccount, listBankAccounts, listPayouts } from './payout.service';
import type { BankAccountView, PayoutView } from './payout.shapes';

const BankAccountType = builder.objectRef<BankAccountView>('BankAccount').implement({
  description:
    'Spec section 3, Bank account: where a tutor is paid out. Codes that the country does not use are null.',
  fields: (t) => ({
    id: t.exposeID('id'),
    currency: t.exposeString('currency'),
    accountHolderName: t.exposeString('accountHolderName'),
    accountNumber: t.exposeString('accountNumber', { nullable: true }),
    abartn: t.exposeString('abartn', { nullable: true, description: 'US: the 9-digit ABA routing number.' }),
    accountType: t.exposeString('accountType', { nullable: true, description: 'US: CHECKING or SAVINGS.' }),
    bankCode: t.exposeString('bankCode', { nullable: true }),
    branchCode: t.exposeString('branchCode', { nullable: true }),
    ifscCode: t.exposeString('ifscCode', { nullable: true, description: 'India.' }),
    swiftCode: t.exposeString('swiftCode', { nullable: true }),
    country: t.exposeString('country'),
    city: t.exposeString('city'),
    postCode: t.exposeString('postCode'),
    firstLine: t.exposeString('firstLine'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AddBankAccountResultType = builder
  .objectRef<{ success: boolean; message: string; account: BankAccountView }>('AddBankAccountResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      account: t.field({ type: BankAccountType, resolve: (result) => result.account }),
    }),
  });

const PayoutType = builder.objectRef<PayoutView>('Payout').implement({
  description: "Money sent to one of the tutor's bank accounts for a done booking.",
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.expose('amount', {
      type: 'Money',
      description: 'Minor units of `currency`.',
    }),
    currency: t.exposeString('currency'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    bookingId: t.exposeID('bookingId'),
    accountHolderName: t.exposeString('accountHolderName'),
    accountNumberLast4: t.exposeString('accountNumberLast4', {
      nullable: true,
      description: "The last 4 characters of the account's number.",
    }),
  }),
});

builder.queryFields((t) => ({
  getUsersBankAccounts: t.withAuth({ member: true }).field({
    type: [BankAccountType],
    nullable: { list: false, items: true },
    description: "The signed-in user's bank accounts, newest first.",
    resolve: (_root, _args, { deps, viewer }) => listBankAccounts(deps, viewer),
  }),
  getPayouts: t.withAuth({ member: true }).field({
    type: [PayoutType],
    nullable: { list: false, items: true },
    description: "The signed-in tutor's latest 100 payouts, newest first.",
    resolve: (_root, _args, { deps, viewer }) => listPayouts(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  addBankAccount: t.withAuth({ member: true }).field({
    type: AddBankAccountResultType,
    description:
      'A tutor adds a bank account (at most 5). The codes needed depend on the country: us accountNumber, ' +
      'abartn and accountType; in accountNumber and ifscCode; sg, my, ph, id and lk accountNumber and bankCode ' +
      '(branchCode and swiftCode optional).',
    args: {
      currency: t.arg.string({ required: true }),
      accountHolderName: t.arg.string({ required: true }),
      accountNumber: t.arg.string(),
      abartn: t.arg.string(),
      accountType: t.arg.string(),
      bankCode: t.arg.string(),
      branchCode: t.arg.string(),
      ifscCode: t.arg.string(),
      swiftCode: t.arg.string(),
      country: t.arg.string({ required: true }),
      city: t.arg.string({ required: true }),
      postCode: t.arg.string({ required: true }),
      firstLine: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      const account = await addBankAccount(deps, viewer, parseInput(bankAccountSchema, args));
      return { success: true, message: MESSAGES.bankAccountAdded, account };
    },
  }),
  deleteBankAccount: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description: 'Removes one of the signed-in user’s bank accounts; past payouts still name it.',
    args: { accountId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await deleteBankAccount(deps, viewer, args.accountId);
      return { success: true, message: MESSAGES.bankAccountRemoved };
    },
  }),
}));
