import { INTRO_VIDEO_HOME_DEFAULT, INTRO_VIDEO_HOME_MAX } from '@ajar/domain';
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder';
import { ProfileType } from '../account/transport';
import { MutationResultType } from '../../graphql/mutation-result';
import type { HomeIntroVideoView, ResourceView } from './resource.shapes';
import { bannerOf, deleteResource, introVideoHome, introVideosOf, uploadResource } from './resource.service';

function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function' &&
    typeof (value as { size?: unknown }).size === 'number'
  );
}

builder.scalarType('Upload', {
  description:
    'A file sent as a part of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec). Input only.',
  serialize: () => {
    throw new GraphQLError('Upload is an input-only scalar');
  },
  parseValue: (value) => {
    if (isFile(value)) return value;
    throw new GraphQLError('Upload must be a file part of a multipart request');
  },
  parseLiteral: () => {
    throw new GraphQLError('Upload must be a file part of a multipart request');
  },
});

export const ResourceType = builder.objectRef<ResourceView>('Resource').implement({
  description:
    'An uploaded file. Its type was decided from its content; its storage name was chosen by the server.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    path: t.exposeString('path', { description: 'URL path the browser can GET, e.g. /uploads/<name>.' }),
    fileName: t.exposeString('fileName', {
      description: "The uploader's file name, cleaned; for display only.",
    }),
    mimeType: t.exposeString('mimeType'),
    encoding: t.exposeString('encoding', { nullable: true }),
    eTag: t.exposeString('eTag'),
    durationSecs: t.exposeInt('durationSecs', { nullable: true }),
    kind: t.exposeString('kind', { description: 'AVATAR | BANNER | VIDEO | CERTIFICATE' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const IntroductionVideoType = builder.objectRef<ResourceView>('IntroductionVideo').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid', { description: 'The Resource pvid (deleteResource removes the video).' }),
    fileName: t.exposeString('fileName'),
    description: t.exposeString('description', { nullable: true }),
    durationSecs: t.exposeInt('durationSecs', { nullable: true }),
    path: t.exposeString('path'),
    poster: t.exposeString('posterPath', {
      nullable: true,
      description:
        "URL path of the video's poster image (its first frame, or Ajar's branded poster), or null for none.",
    }),
    mimeType: t.exposeString('mimeType'),
    canDelete: t.boolean({
      description: 'True only for the owner: the delete control is hidden from everyone else.',
      resolve: (video, _args, { viewer }) => viewer?.userId === video.ownerUserPvid,
    }),
  }),
});

const HomeIntroVideoType = builder.objectRef<HomeIntroVideoView>('HomeIntroVideo').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    fileName: t.exposeString('fileName'),
    description: t.exposeString('description', { nullable: true }),
    durationSecs: t.exposeInt('durationSecs', { nullable: true }),
    path: t.exposeString('path'),
    poster: t.exposeString('posterPath', {
      nullable: true,
      description:
        "URL path of the video's poster image (its first frame, or Ajar's branded poster), or null for none.",
    }),
    mimeType: t.exposeString('mimeType'),
    tutorUserPvid: t.exposeID('tutorUserPvid'),
    tutorToken: t.exposeString('tutorToken'),
    tutorFirstName: t.exposeString('tutorFirstName'),
    tutorLastName: t.exposeString('tutorLastName'),
    tutorAvatar: t.exposeString('tutorAvatar', { nullable: true }),
    featured: t.exposeBoolean('featured', {
      description: 'The tutor has a home-page boost running: shown first and marked Featured.',
    }),
  }),
});

builder.objectFields(ProfileType, (t) => ({
  banner: t.string({
    nullable: true,
    description: 'Path of the profile banner, or null.',
    resolve: (profile, _args, { deps }) => bannerOf(deps, profile.userPvid),
  }),
  videoIntroductionList: t.field({
    type: [IntroductionVideoType],
    description: 'Introduction videos, oldest first (at most 3).',
    resolve: (profile, _args, { deps }) => introVideosOf(deps, profile.userPvid),
  }),
}));

builder.queryFields((t) => ({
  introVideoHome: t.field({
    type: [HomeIntroVideoType],
    nullable: { list: false, items: true },
    description: `Introduction videos of the market's tutors for the home page, boosted tutors first, then newest first (default ${INTRO_VIDEO_HOME_DEFAULT}, at most ${INTRO_VIDEO_HOME_MAX}).`,
    args: { limit: t.arg.int(), country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) => introVideoHome(deps, args.country, args.limit),
  }),
}));

builder.mutationFields((t) => {
  const fileArg = () => t.arg({ type: 'Upload', required: true });
  return {
    uploadAvatar: t.withAuth({ loggedIn: true }).field({
      type: ResourceType,
      description: 'Replaces the profile photo: png, jpeg, gif or webp, cropped to 400×400.',
      args: { file: fileArg() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'AVATAR', file: args.file }),
    }),
    uploadProfileBanner: t.withAuth({ loggedIn: true }).field({
      type: ResourceType,
      description: 'Replaces the profile banner: png, jpeg, gif or webp, at most 1600 wide.',
      args: { file: fileArg() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'BANNER', file: args.file }),
    }),
    uploadVideoIntroduction: t.withAuth({ tutor: true }).field({
      type: IntroductionVideoType,
      description: 'Adds an introduction video (tutors; flv, mp4, 3gp, avi, mov or wmv; at most 3).',
      args: { file: fileArg(), description: t.arg.string() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'VIDEO', file: args.file, description: args.description }),
    }),
    uploadCertification: t.withAuth({ tutor: true }).field({
      type: ResourceType,
      description:
        'Stores a certificate file (tutors; pdf, doc, docx, png, jpg or jpeg); then addCertificate/updateCertificate with its pvid.',
      args: { file: fileArg() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'CERTIFICATE', file: args.file }),
    }),
    uploadDisputeEvidence: t.withAuth({ loggedIn: true }).field({
      type: ResourceType,
      description:
        'Stores a file to attach to a dispute (pdf, doc, docx, png or jpeg, at most 10 MiB); then pass its pvid as evidence.',
      args: { file: fileArg() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'EVIDENCE', file: args.file }),
    }),
    uploadClassCover: t.withAuth({ tutor: true }).field({
      type: ResourceType,
      description:
        'Stores a cover image for a group class (tutors; png, jpeg, gif or webp, at most 1600 wide); then pass its pvid as coverPvid.',
      args: { file: fileArg() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'CLASS_COVER', file: args.file }),
    }),
    uploadArticleCover: t.withAuth({ $any: { tutor: true, staff: true } }).field({
      type: ResourceType,
      description:
        "Stores a cover image for an article or the team's blog (tutors and staff; png, jpeg, gif or webp); then pass its pvid as coverPvid.",
      args: { file: fileArg() },
      resolve: (_root, args, { deps, viewer }) =>
        uploadResource(deps, viewer, { kind: 'ARTICLE_COVER', file: args.file }),
    }),
    deleteResource: t.withAuth({ loggedIn: true }).field({
      type: MutationResultType,
      description:
        "Deletes one of the viewer's own files (FORBIDDEN for anyone else's; nothing is deleted then).",
      args: { pvid: t.arg.id({ required: true }) },
      resolve: async (_root, args, { deps, viewer }) => {
        await deleteResource(deps, viewer, args.pvid);
        return { success: true, message: 'Deleted' };
      },
    }),
  };
});
