/**
 * The messages of finding tutors (search, the matching guide, favourites; ours: the spec names none), part of
 * MESSAGES and MESSAGES_ID, kept apart so the two message files stay under the size limit.
 */
export const SEARCH_MESSAGES = {
  searchTooLong: 'Search is limited to 100 characters',
  invalidPage: 'Please choose a valid page',
  invalidPriceRange: 'The lowest price cannot be above the highest price',
  invalidMatchingRequest: 'Please choose 1 to 10 subjects, 1 to 14 lessons a week and valid days',
  invalidAvailabilityFilter: 'Please choose valid days and times of day',
  ownFavourite: 'You cannot add yourself to your favourites',
  invalidUnits: 'Please choose 1 to 100 lessons',
} as const;

export const SEARCH_MESSAGES_ID: Readonly<Record<keyof typeof SEARCH_MESSAGES, string>> = {
  searchTooLong: 'Pencarian dibatasi 100 karakter',
  invalidPage: 'Pilih halaman yang valid',
  invalidPriceRange: 'Harga terendah tidak boleh di atas harga tertinggi',
  invalidMatchingRequest:
    'Pilih 1 sampai 10 mata pelajaran, 1 sampai 14 pelajaran per minggu, dan hari yang valid',
  invalidAvailabilityFilter: 'Pilih hari dan waktu yang valid',
  ownFavourite: 'Anda tidak dapat menambahkan diri sendiri ke favorit',
  invalidUnits: 'Pilih 1 sampai 100 pelajaran',
};
