import { BOOST_PRICES, BOOST_TYPES, MESSAGES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { boostTutorProfile, boostsOf } from './boost.service';
import type { BoostView } from './boost.shapes';

export const BoostTypeEnum = builder.enumType('BoostType', {
  values: BOOST_TYPES,
  description: 'Spec section 4, Boost types: the home page’s tutors, or the top of browse results.',
});

const BoostPriceType = builder.objectRef<{ numberOfDays: number; price: number }>('BoostPrice').implement({
  description: 'Spec section 3, Boost price: a boost of `numberOfDays` days costs `price` credits.',
  fields: (t) => ({
    numberOfDays: t.exposeInt('numberOfDays'),
    price: t.expose('price', { type: 'Money', description: 'Credits.' }),
  }),
});

const BoostStatusEnum = builder.enumType('BoostStatus', { values: ['ACTIVE', 'QUEUED'] as const });

const BoostType = builder.objectRef<BoostView>('Boost').implement({
  description: 'A tutor’s paid placement: running now (ACTIVE), or queued after an earlier one of its type.',
  fields: (t) => ({
    id: t.exposeID('id'),
    boostType: t.expose('boostType', { type: BoostTypeEnum }),
    numberOfDays: t.exposeInt('numberOfDays'),
    credits: t.expose('credits', { type: 'Money', description: 'What it cost, in credits.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    status: t.expose('status', { type: BoostStatusEnum }),
  }),
});

const BoostResultType = builder
  .objectRef<{ success: boolean; message: string; boost: BoostView }>('BoostTutorProfileResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      boost: t.field({ type: BoostType, resolve: (result) => result.boost }),
    }),
  });

builder.queryFields((t) => ({
  getAjarCreditsBoostPrices: t.field({
    type: [BoostPriceType],
    description: 'The lengths a boost of `type` is sold for and their prices in credits, shortest first.',
    args: { type: t.arg({ type: BoostTypeEnum, required: true }) },
    resolve: (_root, args) => [...BOOST_PRICES[args.type]],
  }),
  getUserBoosts: t.withAuth({ member: true }).field({
    type: [BoostType],
    nullable: { list: false, items: true },
    description: 'The signed-in tutor’s running and queued boosts, soonest first.',
    resolve: (_root, _args, { deps, viewer }) => boostsOf(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  boostTutorProfile: t.withAuth({ member: true }).field({
    type: BoostResultType,
    description:
      'A tutor pays a boost in credits (the price of getAjarCreditsBoostPrices for its type and days). It runs at ' +
      'once, or queued after the last boost of the same type. notEnoughCredits when the credits do not cover it.',
    args: {
      boostType: t.arg({ type: BoostTypeEnum, required: true }),
      numberOfDays: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => ({
      success: true,
      message: MESSAGES.boostStarted,
      boost: await boostTutorProfile(deps, viewer, args),
    }),
  }),
}));
