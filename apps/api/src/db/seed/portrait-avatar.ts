/**
 * Portrait avatars for the demo people: DiceBear's "avataaars" (drawn people, with skin tones, hair and
 * clothes, in each market's skin tones), seeded by the person's email so each one is distinct and the same on every run, rendered to a
 * 400×400 PNG with sharp. Only friendly faces: no crying, rolling or dizzy eyes, no scream or grimace.
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
  accessoriesProbability: 20,
  clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck'],
  clothesColor: ['262e33', '5199e4', '25557c', '3c4f5c', '65c9ff', 'a7ffc4', 'ffafb9', 'ff5c5c', 'e6e6e6'],
  backgroundColor: ['ffe3b3', 'd7ecff', 'dff5e1', 'f3e1f7', 'ffe1d6', 'e3ecef'],
  backgroundType: ['solid'],
}; // prettier-ignore

/** Skin tones and hair colours that look like the people of each market (the US gets every one). */
const LOOKS: Readonly<Record<CountryCode, Pick<Options, 'skinColor' | 'hairColor'>>> = {
  sg: { skinColor: ['ffdbb4', 'edb98a', 'd08b5b'], hairColor: ['2c1b18', '4a312c', '724133', 'e8e1e1'] },
  id: { skinColor: ['edb98a', 'd08b5b', 'ae5d29'], hairColor: ['2c1b18', '4a312c', '724133'] },
  my: { skinColor: ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29'], hairColor: ['2c1b18', '4a312c', '724133'] },
  ph: { skinColor: ['edb98a', 'd08b5b', 'ae5d29'], hairColor: ['2c1b18', '4a312c', '724133', 'a55728'] },
  in: { skinColor: ['d08b5b', 'ae5d29', '614335'], hairColor: ['2c1b18', '4a312c', 'e8e1e1'] },
  lk: { skinColor: ['d08b5b', 'ae5d29', '614335'], hairColor: ['2c1b18', '4a312c', 'e8e1e1'] },
  us: {
    skinColor: ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'],
    hairColor: ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'e8e1e1'],
  },
};

const TOPS: Readonly<Record<DemoGender, Options['top']>> = {
  Female: ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand', 'bigHair', 'hijab'],
  Male: ['shortFlat', 'shortRound', 'shortWaved', 'shortCurly', 'theCaesar', 'theCaesarAndSidePart', 'sides', 'frizzle'],
}; // prettier-ignore

/** The SVG of one person's portrait; `seed` is stable per person (their email). */
export function portraitSvg(seed: string, gender: DemoGender, country: CountryCode): string {
  return createAvatar(avataaars, {
    ...FACE,
    ...LOOKS[country],
    seed,
    top: TOPS[gender],
    facialHairProbability: gender === 'Male' ? 15 : 0,
    size: PORTRAIT_SIZE,
  }).toString();
}

/** The portrait as PNG bytes. */
export async function portraitPng(
  seed: string,
  gender: DemoGender,
  country: CountryCode,
): Promise<Uint8Array> {
  return sharp(Buffer.from(portraitSvg(seed, gender, country)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
