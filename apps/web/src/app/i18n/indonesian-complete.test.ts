import { describe, expect, it } from 'vitest';
import { en } from './resources-en';
import { id } from './resources-id';

/** Texts written the same in both languages: names, brands, and words Indonesian uses as they are. */
const SAME_IN_BOTH = new Set([
  'Ajar',
  'Blog',
  'Boost',
  'Boost “{{title}}”',
  'Email',
  'Facebook',
  'India',
  'Indonesia',
  'Instagram',
  'LinkedIn',
  'Malaysia',
  'Nadia A.',
  'Sri Lanka',
  'Status',
  'TikTok',
  'Total',
  'Tutor',
  'Tutor: {{name}}',
  '{{count}} tutor',
  '{{value}} KB',
  '{{value}} MB',
  '{{value}} GB',
  'URL',
  'Video',
  'Voucher',
  'YouTube',
]);

/** docs/glossary-id.md: one Indonesian word per concept; the others are not used. */
const AVOIDED = [
  { word: /\bmurid\b/i, use: 'siswa' },
  { word: /\bcoach(es|ing)?\b/i, use: 'pelatih' },
  { word: /\bcounsel(l)?or\b/i, use: 'konselor' },
];

function texts(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) texts(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

describe('Indonesian is complete', () => {
  const english = texts(en);
  const indonesian = texts(id);

  it('has every English text in Indonesian, none left in English', () => {
    const untranslated = [...english]
      .filter(([key, text]) => indonesian.get(key) === text && !SAME_IN_BOTH.has(text))
      .filter(([, text]) => /\p{L}{2,}/u.test(text.replace(/\{\{[^}]+\}\}/g, '')))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
    const missing = [...english.keys()].filter((key) => !indonesian.has(key));
    expect(missing).toEqual([]);
  });

  it('says one thing one way (the glossary)', () => {
    const found = [...indonesian].flatMap(([key, text]) =>
      AVOIDED.filter(({ word }) => word.test(text)).map(({ use }) => `${key}: "${text}" (use ${use})`),
    );
    expect(found).toEqual([]);
  });
});
