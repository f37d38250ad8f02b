import { CREDIT_HISTORY_TYPES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { creditPriceIn, creditsHistoryOf, creditsOf } from './credits.service';
import type { CreditHistoryView, CreditsView } from './credits.shapes';

const CreditsType = builder.objectRef<CreditsView>('Credits').implement({
  description: 'Spec section 3, Credits: the Ajar credits the signed-in user holds.',
  fields: (t) => ({
    credits: t.expose('credits', { type: 'Money', description: 'Whole Ajar credits (ledger currency AJC).' }),
  }),
});

const CreditHistoryTypeEnum = builder.enumType('CreditHistoryType', { values: CREDIT_HISTORY_TYPES });

const CreditHistoryType = builder.objectRef<CreditHistoryView>('CreditHistory').implement({
  description: "Spec section 3, Credit history: one movement of the user's credits.",
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.expose('amount', {
      type: 'Money',
      description: 'Credits gained (positive) or spent (negative).',
    }),
    reason: t.exposeString('reason'),
    description: t.exposeString('description', {
      description: 'What it was for, e.g. the money paid for a purchase ("SGD 15.44").',
    }),
    type: t.expose('type', { type: CreditHistoryTypeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreditPriceType = builder
  .objectRef<{ price: number; currency: string; amount: number }>('CreditPrice')
  .implement({
    description: 'Spec section 3, Credit price: `amount` credits cost `price` minor units of `currency`.',
    fields: (t) => ({
      price: t.expose('price', { type: 'Money' }),
      currency: t.exposeString('currency'),
      amount: t.expose('amount', { type: 'Money', description: 'How many credits `price` buys.' }),
    }),
  });

builder.queryFields((t) => ({
  getUserCredits: t.withAuth({ member: true }).field({
    type: CreditsType,
    description: 'The signed-in user’s Ajar credits.',
    resolve: (_root, _args, { deps, viewer }) => creditsOf(deps, viewer),
  }),
  getUserCreditsHistory: t.withAuth({ member: true }).field({
    type: [CreditHistoryType],
    nullable: { list: false, items: true },
    description: 'The signed-in user’s latest 100 credit movements, newest first.',
    resolve: (_root, _args, { deps, viewer }) => creditsHistoryOf(deps, viewer),
  }),
  getAjarCreditsPriceByCurreny: t.field({
    type: CreditPriceType,
    description:
      "What credits cost in `currency` (a market's ISO currency); without it, in the signed-in user's market " +
      '(or Singapore for a guest). The name is the spec’s, misspelling included.',
    args: { currency: t.arg.string({ required: false }) },
    resolve: (_root, args, { viewer }) => creditPriceIn(args.currency ?? null, viewer?.country ?? null),
  }),
}));
