import { MESSAGES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import { searchTutorsByUserIds } from '../search';
import { SearchTutorType } from '../search/transport';
import {
  addFavourite,
  deleteFavourite,
  favouriteTutorIds,
  listFavourites,
  mergeFavourites,
} from './favourite.service';
import {
  favouriteInputSchema,
  mergeFavouritesSchema,
  type FavouriteSelectedItemView,
  type FavouriteView,
} from './favourite.shapes';

const FavouriteSelectedItemType = builder
  .objectRef<FavouriteSelectedItemView>('FavouriteSelectedItem')
  .implement({
    fields: (t) => ({
      profileSubjectId: t.exposeID('profileSubjectId'),
      units: t.exposeInt('units'),
    }),
  });

const FavouriteItemType = builder.objectRef<FavouriteView>('FavouriteItem').implement({
  description: 'Spec section 3, Favourite item: a tutor a signed-in user keeps.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    uuid: t.exposeID('uuid', { description: "The tutor's userPvid." }),
    selectedItems: t.field({ type: [FavouriteSelectedItemType], resolve: (item) => item.selectedItems }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    tutorName: t.exposeString('tutorName', { description: '"First Last", always present.' }),
    tutor: t.loadable({
      type: SearchTutorType,
      nullable: true,
      description: 'The search card; null when the tutor is no longer listed (a name-only row).',
      load: async (tutorIds: string[], { deps }) => {
        const cards = await searchTutorsByUserIds(deps.db, tutorIds);
        return tutorIds.map((id) => cards.get(id) ?? null);
      },
      resolve: (item) => item.uuid,
    }),
  }),
});

export const FavouriteSelectedItemInput = builder.inputType('FavouriteSelectedItemInput', {
  fields: (t) => ({
    profileSubjectId: t.id({ required: true }),
    units: t.int({ required: true, description: '1..100' }),
  }),
});

const FavouriteInput = builder.inputType('FavouriteInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    selectedItems: t.field({ type: [FavouriteSelectedItemInput] }),
  }),
});

const idsAsText = (
  items: readonly { profileSubjectId: string | number; units: number }[] | null | undefined,
) => items?.map((item) => ({ profileSubjectId: item.profileSubjectId, units: item.units })) ?? null;

// Guests keep favourites in their browser: asking the server answers notLoggedIn with HTTP 200,
// so the web does not drop a stored token that is fine.
builder.queryFields((t) => ({
  getFavourites: t.withAuth({ member: true }).field({
    type: [FavouriteItemType],
    nullable: { list: false, items: true },
    description: "The signed-in user's favourites, newest first.",
    resolve: (_root, _args, { deps, viewer }) => listFavourites(deps, viewer),
  }),
  getFavouriteIds: t.withAuth({ member: true }).idList({
    description: 'The favourite tutors’ userPvids, for the hearts on cards.',
    resolve: (_root, _args, { deps, viewer }) => favouriteTutorIds(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  addFavourite: t.withAuth({ member: true }).field({
    type: FavouriteItemType,
    description:
      'Keeps an active tutor (upsert). Given selectedItems (subjects of that tutor, 1..100 units) replace the stored ones.',
    args: {
      uuid: t.arg.id({ required: true }),
      selectedItems: t.arg({ type: [FavouriteSelectedItemInput] }),
    },
    resolve: (_root, args, { deps, viewer }) => {
      const input = parseInput(favouriteInputSchema, {
        uuid: args.uuid,
        selectedItems: idsAsText(args.selectedItems),
      });
      return addFavourite(deps, viewer, input);
    },
  }),
  deleteFavourite: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description: 'Forgets a favourite tutor (a tutor not kept is not an error).',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await deleteFavourite(deps, viewer, args.uuid);
      return { success: true, message: MESSAGES.favouriteRemoved };
    },
  }),
  mergeFavourites: t.withAuth({ member: true }).field({
    type: [FavouriteItemType],
    nullable: { list: false, items: true },
    description:
      "A guest's favourites, on login (at most 100): tutors already kept stay as they are, others are added while fewer than 100 are kept. Returns every favourite.",
    args: { list: t.arg({ type: [FavouriteInput], required: true }) },
    resolve: (_root, args, { deps, viewer }) => {
      const input = parseInput(mergeFavouritesSchema, {
        list: args.list.map((entry) => ({
          uuid: String(entry.uuid),
          selectedItems: idsAsText(entry.selectedItems),
        })),
      });
      return mergeFavourites(deps, viewer, input.list);
    },
  }),
}));
