import { builder } from '../../graphql/builder';
import { userDetailsOnPaymentUrl, type PaymentUrlUserView } from './shared-link.service';

const PaymentUrlUserType = builder.objectRef<PaymentUrlUserView>('PaymentUrlUser').implement({
  description: 'Who shared a payment link, as the payer sees them on payment/share/{urlCode}.',
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    country: t.exposeString('country'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  getUserDetailsOnPaymentURL: t.field({
    type: PaymentUrlUserType,
    description: 'The person who shared a payment link (userId from GET /sharedURL/status).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps }) => userDetailsOnPaymentUrl(deps, args.userId),
  }),
}));
