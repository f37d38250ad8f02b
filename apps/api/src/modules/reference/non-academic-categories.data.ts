import type { CountryCode } from '@ajar/domain';

/** A sub-category; without a country it is offered wherever its category is. */
export interface NonAcademicSubCategoryData {
  readonly name: string;
  readonly country?: CountryCode;
}

/** A lifelong-learning (coaching) category; without a country it is offered in every market. */
export interface NonAcademicCategoryData {
  readonly name: string;
  readonly country?: CountryCode;
  readonly subCategories: readonly NonAcademicSubCategoryData[];
}

function global(...names: string[]): NonAcademicSubCategoryData[] {
  return names.map((name) => ({ name }));
}

function local(country: CountryCode, ...names: string[]): NonAcademicSubCategoryData[] {
  return names.map((name) => ({ name, country }));
}

/** Global categories first; a market's own crafts, sports and languages follow the global ones. */
export const NON_ACADEMIC_CATEGORIES: readonly NonAcademicCategoryData[] = [
  {
    name: 'Music',
    subCategories: [
      ...global('Piano', 'Guitar', 'Violin', 'Vocal', 'Drums', 'Ukulele', 'Music theory'),
      ...local('sg', 'Guzheng'),
      ...local('my', 'Guzheng'),
      ...local('id', 'Angklung', 'Gamelan'),
      ...local('in', 'Tabla', 'Sitar', 'Carnatic vocal', 'Hindustani vocal'),
    ],
  },
  {
    name: 'Sports',
    subCategories: [
      ...global('Swimming', 'Badminton', 'Football', 'Tennis', 'Basketball', 'Table tennis'),
      ...local('in', 'Cricket'),
      ...local('lk', 'Cricket'),
      ...local('my', 'Sepak takraw'),
      ...local('us', 'Baseball'),
    ],
  },
  {
    name: 'Martial arts',
    subCategories: [
      ...global('Taekwondo', 'Karate', 'Judo', 'Brazilian jiu-jitsu', 'Muay Thai'),
      ...local('id', 'Pencak silat'),
      ...local('my', 'Silat'),
      ...local('ph', 'Arnis'),
      ...local('sg', 'Wushu'),
      ...local('in', 'Kalaripayattu'),
    ],
  },
  {
    name: 'Arts',
    subCategories: [
      ...global('Drawing', 'Painting', 'Calligraphy', 'Photography', 'Pottery', 'Digital illustration'),
      ...local('id', 'Membatik'),
    ],
  },
  {
    name: 'Dance',
    subCategories: [
      ...global('Ballet', 'Hip-hop', 'Contemporary dance', 'K-pop dance'),
      ...local('id', 'Tari Bali'),
      ...local('in', 'Bharatanatyam', 'Kathak'),
      ...local('lk', 'Kandyan dance'),
    ],
  },
  {
    name: 'Languages',
    subCategories: [
      ...global('English conversation', 'Mandarin', 'Japanese', 'Korean', 'French', 'Spanish', 'German'),
      ...local('id', 'Bahasa Indonesia untuk Penutur Asing (BIPA)'),
      ...local('my', 'Bahasa Melayu conversation'),
      ...local('ph', 'Filipino conversation'),
      ...local('in', 'Hindi conversation'),
      ...local('lk', 'Sinhala conversation', 'Tamil conversation'),
    ],
  },
  {
    name: 'Life skills',
    subCategories: global(
      'Cooking',
      'Baking',
      'Public speaking',
      'Coding for kids',
      'Financial literacy',
      'Sewing',
    ),
  },
  {
    name: 'Brain training',
    subCategories: global('Chess', 'Abacus mental arithmetic', 'Speed reading', "Rubik's cube"),
  },
  {
    name: 'Wellness',
    subCategories: global('Yoga', 'Meditation', 'Pilates', 'Personal fitness', 'Nutrition coaching'),
  },
];
