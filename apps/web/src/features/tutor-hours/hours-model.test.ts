import { describe, expect, it } from 'vitest';
import {
  END_OPTIONS,
  START_OPTIONS,
  copyMondayToWorkdays,
  draftProblem,
  newException,
  nextInterval,
  timeLabel,
  updateVariables,
  type HoursDraft,
} from './hours-model';

const week = (monday = [{ start: 540, end: 720 }]): HoursDraft => ({
  weekly: [[], monday, [], [{ start: 600, end: 660 }], [], [], [{ start: 480, end: 540 }]],
  exceptions: [],
  noticeHours: 2,
});

describe('the hours draft', () => {
  it('offers the half hours of a day, the end of the day as 24:00', () => {
    expect(START_OPTIONS[0]).toEqual({ value: 0, label: '00:00' });
    expect(START_OPTIONS.at(-1)).toEqual({ value: 1410, label: '23:30' });
    expect(END_OPTIONS.at(-1)).toEqual({ value: 1440, label: '24:00' });
    expect(timeLabel(570)).toBe('09:30');
  });

  it('adds the working day to an empty day, then an interval an hour after the last', () => {
    expect(nextInterval([])).toEqual({ start: 540, end: 1020 });
    expect(nextInterval([{ start: 540, end: 720 }])).toEqual({ start: 780, end: 900 });
    expect(nextInterval([{ start: 540, end: 1400 }])).toBeNull();
  });

  it("copies Monday's hours to Tuesday to Friday, not the weekend", () => {
    const copied = copyMondayToWorkdays(week());
    expect(copied.weekly.slice(1, 6)).toEqual(Array.from({ length: 5 }, () => [{ start: 540, end: 720 }]));
    expect(copied.weekly[0]).toEqual([]);
    expect(copied.weekly[6]).toEqual([{ start: 480, end: 540 }]);
  });

  it("checks the draft with the domain's rules, and a date first", () => {
    expect(draftProblem(week())).toBeNull();
    expect(
      draftProblem(
        week([
          { start: 540, end: 720 },
          { start: 600, end: 780 },
        ]),
      ),
    ).toBe('intervalsOverlap');
    expect(draftProblem(week([{ start: 720, end: 540 }]))).toBe('intervalEmpty');
    expect(draftProblem({ ...week(), exceptions: [{ date: '', kind: 'off', intervals: [] }] })).toBe(
      'dateInvalid',
    );
  });

  it('adds a day off on the first free date after today', () => {
    const draft = { ...week(), exceptions: [{ date: '2026-12-02', kind: 'off' as const, intervals: [] }] };
    expect(newException(draft, '2026-12-01')).toEqual({ date: '2026-12-03', kind: 'off', intervals: [] });
  });

  it('sends every weekday and leaves a day off without intervals', () => {
    const variables = updateVariables({
      ...week(),
      exceptions: [
        { date: '2026-12-24', kind: 'off', intervals: [{ start: 0, end: 60 }] },
        { date: '2026-12-26', kind: 'extra', intervals: [{ start: 600, end: 660 }] },
      ],
    });
    expect(variables.weekly.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(variables.exceptions).toEqual([
      { date: '2026-12-24', kind: 'off' },
      { date: '2026-12-26', kind: 'extra', intervals: [{ start: 600, end: 660 }] },
    ]);
  });
});
