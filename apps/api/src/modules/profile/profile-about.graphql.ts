import { basicProfileSchema, curriculumListSchema, schoolSchema, updateProfileSchema } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { ProfileType } from '../account/transport';
import {
  getProfile,
  updateBasicProfile,
  updateCurricula,
  updateProfile,
  updateSchool,
} from './profile.service';
import { GenderEnum } from './profile-types.graphql';

builder.queryFields((t) => ({
  getProfile: t.field({
    type: ProfileType,
    description:
      "No arguments: the signed-in user's own profile (UNAUTHENTICATED, HTTP 401, without a valid token). userPvid or code (the profile token): that tutor's public profile (NOT_FOUND for anyone else's); private fields are null unless the viewer is the owner. Opening by code, or with source \"SRCH\", counts as a profile view.",
    args: { userPvid: t.arg.id(), code: t.arg.string(), source: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      getProfile(deps, viewer, {
        userPvid: args.userPvid === null || args.userPvid === undefined ? null : args.userPvid,
        code: args.code,
        source: args.source,
      }),
  }),
}));

builder.mutationFields((t) => ({
  updateBasicProfile: t.withAuth({ loggedIn: true }).field({
    type: ProfileType,
    args: { desc: t.arg.string(), address: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      updateBasicProfile(deps, viewer, parseInput(basicProfileSchema, args)),
  }),
  updateProfile: t.withAuth({ loggedIn: true }).field({
    type: ProfileType,
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      dob: t.arg.string(),
      nric: t.arg.string(),
      phone: t.arg.string(),
      gender: t.arg({ type: GenderEnum }),
      race: t.arg.string(),
      address: t.arg.string(),
      description: t.arg.string(),
      eventsFromGoogle: t.arg.boolean(),
      balance: t.arg({
        type: 'Money',
        description: 'Refused (FORBIDDEN) unless unchanged: money only moves through the ledger.',
      }),
      hasBalance: t.arg.boolean({ description: 'Likewise.' }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      updateProfile(deps, viewer, parseInput(updateProfileSchema, args)),
  }),
  updateProfileCurriculum: t.withAuth({ loggedIn: true }).field({
    type: ProfileType,
    description: 'Replaces the curriculum list.',
    args: { list: t.arg.idList({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      updateCurricula(deps, viewer, parseInput(curriculumListSchema, { list: args.list }).list),
  }),
  updateSchoolProfile: t.withAuth({ loggedIn: true }).field({
    type: ProfileType,
    args: { school: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      updateSchool(deps, viewer, parseInput(schoolSchema, args).school),
  }),
}));
