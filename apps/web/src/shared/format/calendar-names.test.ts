import { MARKETS } from '@ajar/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { describe, expect, it } from 'vitest';
import { FIXED_UTC_OFFSETS, monthName } from './calendar-names';

describe('calendar names without Intl', () => {
  it("names the months as dayjs does in the app's languages", () => {
    for (const [language, locale] of [
      ['en', 'en'],
      ['id', 'id'],
    ] as const) {
      const names = dayjs.Ls[locale];
      for (let month = 0; month < 12; month += 1) {
        const date = dayjs(new Date(Date.UTC(2025, month, 15))).locale(locale);
        expect(monthName(month, language, 'long'), `${language} ${month}`).toBe(date.format('MMMM'));
        expect(monthName(month, language, 'short'), `${language} ${month}`).toBe(date.format('MMM'));
      }
      expect(names).toBeDefined();
    }
  });

  it("keeps each fixed offset the zone's own, every month from 2015 to 2035", () => {
    const zones = Object.values(MARKETS).map((market) => market.timeZone);
    for (const [zone, offset] of Object.entries(FIXED_UTC_OFFSETS)) {
      expect(zones).toContain(zone);
      const format = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' });
      for (let year = 2015; year <= 2035; year += 1) {
        for (let month = 0; month < 12; month += 1) {
          const name = format
            .formatToParts(new Date(Date.UTC(year, month, 1, 12)))
            .find((part) => part.type === 'timeZoneName')?.value;
          const sign = offset < 0 ? '-' : '+';
          const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
          const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
          expect(name, `${zone} ${year}-${month + 1}`).toBe(`GMT${sign}${hours}:${minutes}`);
        }
      }
    }
  });
});
