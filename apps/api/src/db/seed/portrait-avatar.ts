/**
 * Portrait avatars for the demo people: DiceBear's "avataaars" (drawn people, with skin tones, hair and
 * clothes, in each market's skin tones), seeded by the person's email so each one is distinct and the same on
 * every run, rendered to a 400×400 PNG with sharp. Only friendly faces: no crying, rolling or dizzy eyes, no
 * scream or grimace. A face follows the person as seeded: their gender (hair, beard) and their age, read from
 * their years of teaching (grey hair, a beard and glasses only come with the years).
 */
import { createAvatar, type StyleOptions } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import sharp from 'sharp';
import type { CountryCode } from '@ajar/domain';
import type { DemoGender } from './crowd-names';

export const PORTRAIT_SIZE = 400;

type Options = StyleOptions<avataaars.Options>;

const FACE: Options = {
  eyes: ['default', 'happy', 'wink', 'squint'],
  eyebrows: ['default', 'defaultNatural', 'flatNatural', 'raisedExcited', 'raisedExcitedNatural'],
  mouth: ['smile', 'default', 'twinkle'],
  facialHairColor: ['2c1b18', '4a312c', '724133'],
  accessories: ['prescription01', 'prescription02', 'round'],
  clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck'],
  clothesColor: ['262e33', '5199e4', '25557c', '3c4f5c', '65c9ff', 'a7ffc4', 'ffafb9', 'ff5c5c', 'e6e6e6'],
  backgroundColor: ['ffe3b3', 'd7ecff', 'dff5e1', 'f3e1f7', 'ffe1d6', 'e3ecef'],
  backgroundType: ['solid'],
}; // prettier-ignore

/** Skin tones and hair colours that look like the people of each market (the US gets every one). */
const LOOKS: Readonly<Record<CountryCode, Pick<Options, 'skinColor' | 'hairColor'>>> = {
  sg: { skinColor: ['ffdbb4', 'edb98a', 'd08b5b'], hairColor: ['2c1b18', '4a312c', '724133'] },
  id: { skinColor: ['edb98a', 'd08b5b', 'ae5d29'], hairColor: ['2c1b18', '4a312c', '724133'] },
  my: { skinColor: ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29'], hairColor: ['2c1b18', '4a312c', '724133'] },
  ph: { skinColor: ['edb98a', 'd08b5b', 'ae5d29'], hairColor: ['2c1b18', '4a312c', '724133', 'a55728'] },
  in: { skinColor: ['d08b5b', 'ae5d29', '614335'], hairColor: ['2c1b18', '4a312c'] },
  lk: { skinColor: ['d08b5b', 'ae5d29', '614335'], hairColor: ['2c1b18', '4a312c'] },
  us: {
    skinColor: ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'],
    hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370'],
  },
};

/** Grey hair. */
export const GREY_HAIR = 'e8e1e1';

/**
 * How old a face looks, from the years a person has taught (they start after university, at about 23): under
 * 8 years, their twenties; 8 to 14, their thirties; 15 or more, forty and over. Unknown: the thirties.
 */
export type PortraitAge = 'twenties' | 'thirties' | 'fortiesAndOver';

export function portraitAgeOf(yearsTeaching: number | null): PortraitAge {
  if (yearsTeaching === null) return 'thirties';
  if (yearsTeaching < 8) return 'twenties';
  return yearsTeaching < 15 ? 'thirties' : 'fortiesAndOver';
}

/** What the years add: grey hair (one more colour to pick from, over forty), a beard, glasses. */
const AGE_LOOKS: Readonly<
  Record<PortraitAge, { grey: boolean; beardPercent: number; glassesPercent: number }>
> = {
  twenties: { grey: false, beardPercent: 5, glassesPercent: 10 },
  thirties: { grey: false, beardPercent: 20, glassesPercent: 20 },
  fortiesAndOver: { grey: true, beardPercent: 35, glassesPercent: 40 },
};

const TOPS: Readonly<Record<DemoGender, Options['top']>> = {
  Female: ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand', 'bigHair', 'hijab'],
  Male: ['shortFlat', 'shortRound', 'shortWaved', 'shortCurly', 'theCaesar', 'theCaesarAndSidePart', 'sides', 'frizzle'],
}; // prettier-ignore

/** The SVG of one person's portrait; `seed` is stable per person (their email). */
export function portraitSvg(
  seed: string,
  gender: DemoGender,
  country: CountryCode,
  age: PortraitAge,
): string {
  const looks = AGE_LOOKS[age];
  const colours = LOOKS[country].hairColor ?? [];
  const hairColor = looks.grey ? [...colours, GREY_HAIR] : colours;
  return createAvatar(avataaars, {
    ...FACE,
    ...LOOKS[country],
    hairColor,
    seed,
    top: TOPS[gender],
    facialHairProbability: gender === 'Male' ? looks.beardPercent : 0,
    accessoriesProbability: looks.glassesPercent,
    size: PORTRAIT_SIZE,
  }).toString();
}

/** The portrait as PNG bytes. */
export async function portraitPng(
  seed: string,
  gender: DemoGender,
  country: CountryCode,
  age: PortraitAge,
): Promise<Uint8Array> {
  return sharp(Buffer.from(portraitSvg(seed, gender, country, age)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
