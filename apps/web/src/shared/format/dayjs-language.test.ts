import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { prepareDates } from './dayjs-language';
import { formatLessonTime } from './lesson-time';
import { formatMarketDate } from './market-date';

describe('dates follow the app’s language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('writes Indonesian month names once a page has prepared them, and English ones again after', async () => {
    await i18n.changeLanguage('id');
    await prepareDates('id');
    expect(formatMarketDate('2026-08-02T03:00:00.000Z', 'id')).toBe('2 Agt 2026');
    expect(formatMarketDate('2026-12-02T03:00:00.000Z', 'id', 'D MMMM YYYY')).toBe('2 Desember 2026');
    expect(formatLessonTime('2026-12-01T03:00:00.000Z', '2026-12-01T04:00:00.000Z', 'Asia/Jakarta')).toBe(
      'Sel 1 Des 2026, 10:00–11:00',
    );
    await i18n.changeLanguage('en');
    expect(formatMarketDate('2026-12-02T03:00:00.000Z', 'sg')).toBe('2 Dec 2026');
  });
});
