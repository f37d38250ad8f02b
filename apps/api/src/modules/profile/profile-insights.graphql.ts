import { countrySchema, MESSAGES, profileCompletionRequestSchema } from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import {
  findSkillNames,
  profileViewStats,
  requestProfileCompletion,
  suggestionCountry,
  suggestionPrice,
} from './profile-insights.service';
import { ProfileViewStatsType, SuggestionPriceType } from './profile-types.graphql';

const suggestionArgs = z.object({ country: countrySchema.nullable().optional() });

builder.queryFields((t) => ({
  findSkills: t.stringList({
    description: 'Existing skill names containing filter (any case), at most 10.',
    args: { filter: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) => findSkillNames(deps, args.filter),
  }),
  getSuggestionPrice: t.field({
    type: SuggestionPriceType,
    description: "The market's price settings in minor units. Default: the viewer's country, else sg.",
    args: { country: t.arg.string() },
    resolve: (_root, args, { viewer }) =>
      suggestionPrice(suggestionCountry(parseInput(suggestionArgs, args).country ?? null, viewer)),
  }),
  listWhoViewedProfile: t.withAuth({ loggedIn: true }).field({
    type: ProfileViewStatsType,
    description: "Who opened the viewer's profile: distinct viewers over 1, 2 and 4 weeks, and the latest.",
    resolve: (_root, _args, { deps, viewer }) => profileViewStats(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  profileCompletionRequest: t.withAuth({ loggedIn: true }).field({
    type: MutationResultType,
    description: 'Asks a tutor (by mail) to complete a section of their profile.',
    args: {
      userPvid: t.arg.id({ required: true }),
      section: t.arg.string({ required: true }),
      messages: t.arg.string(),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      const request = parseInput(profileCompletionRequestSchema, {
        ...args,
        userPvid: args.userPvid,
      });
      await requestProfileCompletion(deps, viewer, request);
      return { success: true, message: MESSAGES.completionRequestSent };
    },
  }),
}));
