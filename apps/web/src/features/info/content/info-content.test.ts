import {
  BOOKING_DURATION_MAX_MINUTES,
  FIRST_BOOKING_PREPAID_LESSONS,
  INFO_ROUTES,
  SUPPORT_EMAIL,
  type InfoPage,
} from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown/markdown-blocks';
import { CONTENT_FILES, contentFile, loadInfoMarkdown } from './info-content';
import { fillPlaceholders, placeholderValues } from './placeholders';

const PAGES = Object.keys(INFO_ROUTES) as InfoPage[];
const LANGUAGES = ['en', 'id'] as const;
const names = (code: string) => code.toUpperCase();

describe('information page texts', () => {
  it('has every page in English and Indonesian, and no other file', () => {
    const expected = PAGES.flatMap((page) => LANGUAGES.map((language) => contentFile(page, language)));
    expect([...CONTENT_FILES].sort()).toEqual(expected.sort());
  });

  it.each(PAGES)(
    '%s: each language has one title, every figure known, and the same sections',
    async (page) => {
      const [en, id] = await Promise.all(
        LANGUAGES.map(async (language) => {
          const source = await loadInfoMarkdown(page, language);
          const text = fillPlaceholders(source, placeholderValues(language, names));
          expect(text).not.toMatch(/\{\{|\}\}/);
          return parseMarkdown(text);
        }),
      );
      for (const blocks of [en, id]) {
        expect(blocks?.filter((block) => block.kind === 'heading' && block.level === 1)).toHaveLength(1);
        expect(blocks?.[0]).toMatchObject({ kind: 'heading', level: 1 });
      }
      const shape = (blocks: typeof en) =>
        blocks?.flatMap((block) => (block.kind === 'heading' ? [block.level] : []));
      expect(shape(id)).toEqual(shape(en));
    },
  );

  it('takes its figures from the domain, written for each language', () => {
    const en = placeholderValues('en', names);
    const id = placeholderValues('id', names);
    expect(en.feePercent).toBe('2.9%');
    expect(id.feePercent).toBe('2,9%');
    expect(en.prepaidLessons).toBe(String(FIRST_BOOKING_PREPAID_LESSONS));
    expect(en.lessonMax).toBe(`${BOOKING_DURATION_MAX_MINUTES / 60} hours`);
    expect(id.lessonMax).toBe(`${BOOKING_DURATION_MAX_MINUTES / 60} jam`);
    expect(en.bookingLead).toBe('1 hour');
    expect(en.supportEmail).toBe(SUPPORT_EMAIL);
    // All seven markets, the United States too (the country selector lists six).
    expect(en.markets).toMatch(/^SG, ID, MY, PH, LK, IN,? and US$/);
    expect(id.markets).toMatch(/^SG, ID, MY, PH, LK, IN,? dan US$/);
  });

  it('refuses a placeholder it does not know', () => {
    expect(() => fillPlaceholders('{{feePercent}} and {{nope}}', { feePercent: '2.9%' })).toThrow(
      'Unknown placeholder {{nope}}',
    );
  });
});
