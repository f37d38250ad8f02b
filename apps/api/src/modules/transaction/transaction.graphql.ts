import { PAYMENT_SERVICES, PAYMENT_STATUSES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { listTransactions } from './transaction.service';
import type { TransactionView } from './transaction.shapes';

const TransactionRoleEnum = builder.enumType('TransactionRole', {
  description: 'Whose transactions: payments the user made, or payments for lessons the user teaches.',
  values: { STUDENT: { value: 'student' }, TUTOR: { value: 'tutor' } } as const,
});
const TransactionStatusEnum = builder.enumType('TransactionStatus', { values: PAYMENT_STATUSES });
const TransactionServiceEnum = builder.enumType('TransactionService', { values: PAYMENT_SERVICES });

const TransactionType = builder.objectRef<TransactionView>('Transaction').implement({
  description: 'Spec section 3, Transaction: a payment through the payment provider. Amounts in minor units.',
  fields: (t) => ({
    id: t.exposeID('id'),
    price: t.expose('price', {
      type: 'Money',
      description: 'What was paid for, in minor units of `currency`.',
    }),
    fee: t.expose('fee', {
      type: 'Money',
      description: 'The 2.9% transaction fee charged on top, in minor units.',
    }),
    status: t.expose('status', { type: TransactionStatusEnum }),
    userId: t.exposeID('userId', { description: 'Who paid.' }),
    service: t.expose('service', { type: TransactionServiceEnum }),
    currency: t.exposeString('currency'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    bookingId: t.exposeID('bookingId', { nullable: true }),
    discountAmount: t.expose('discountAmount', {
      type: 'Money',
      description: 'A voucher’s discount, already taken off `price` (0 without one).',
    }),
  }),
});

builder.queryFields((t) => ({
  getUserTransactions: t.withAuth({ member: true }).field({
    type: [TransactionType],
    nullable: { list: false, items: true },
    description: "The signed-in user's latest 100 transactions in a role, newest first.",
    args: { role: t.arg({ type: TransactionRoleEnum, required: true }) },
    resolve: (_root, args, { deps, viewer }) => listTransactions(deps, viewer, args.role),
  }),
}));
