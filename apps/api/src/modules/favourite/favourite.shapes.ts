import { FAVOURITE_UNITS_MAX, MAX_FAVOURITES, MESSAGES, pvidField } from '@ajar/domain';
import { z } from 'zod';

/** One of the tutor's subjects the user has in mind, with how many lesson units. */
export interface FavouriteSelectedItemView {
  readonly profileSubjectId: string;
  readonly units: number;
}

/** A favourite as services hand it to GraphQL (spec section 3, Favourite item). */
export interface FavouriteView {
  readonly pvid: string;
  /** The tutor's user id. */
  readonly uuid: string;
  readonly selectedItems: readonly FavouriteSelectedItemView[];
  readonly createdAt: Date;
  readonly tutorName: string;
}

const units = z
  .number({ error: MESSAGES.invalidUnits })
  .int({ error: MESSAGES.invalidUnits })
  .min(1, { error: MESSAGES.invalidUnits })
  .max(FAVOURITE_UNITS_MAX, { error: MESSAGES.invalidUnits });

const selectedItemSchema = z.object({
  profileSubjectId: pvidField(MESSAGES.subjectRequired),
  units,
});

/** Null or absent keeps what is stored; a list (even empty) replaces it. */
const selectedItemsSchema = z
  .array(selectedItemSchema)
  .nullish()
  .transform((items) => (items ? dedupeItems(items) : null));

/** A subject named twice keeps its last units (a client re-sending an edit is not an error). */
function dedupeItems(items: readonly FavouriteSelectedItemView[]): FavouriteSelectedItemView[] {
  const bySubject = new Map<string, FavouriteSelectedItemView>();
  for (const item of items) {
    const profileSubjectId = item.profileSubjectId.toLowerCase();
    bySubject.set(profileSubjectId, { profileSubjectId, units: item.units });
  }
  return [...bySubject.values()];
}

export const favouriteInputSchema = z.object({
  uuid: z
    .string()
    .trim()
    .transform((uuid) => uuid.toLowerCase()),
  selectedItems: selectedItemsSchema,
});

export const mergeFavouritesSchema = z.object({
  list: z.array(favouriteInputSchema).max(MAX_FAVOURITES, { error: MESSAGES.tooManyFavourites }),
});

export type FavouriteInput = z.output<typeof favouriteInputSchema>;
