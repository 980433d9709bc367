import { describe, expect, it } from 'vitest';
import { seasonCalendarError, seasonDates, weekOnDate, type SeasonCalendar } from './calendar';

// 2026-01-06 is a Tuesday.
const tuesdays = (skippedDates: string[] = [], startDate = '2026-01-06'): SeasonCalendar => ({
  startDate,
  weekday: 'tuesday',
  skippedDates,
});

describe('seasonDates: weeks of play on the calendar', () => {
  // Columns: rule, calendar, weeks, expected dates.
  // prettier-ignore
  it.each([
    ['every seventh day from the start', tuesdays(), 4, ['2026-01-06', '2026-01-13', '2026-01-20', '2026-01-27']],
    ['a start date on another weekday starts on the next league weekday', tuesdays([], '2026-01-01'), 2, ['2026-01-06', '2026-01-13']],
    ['a skipped date moves that week and every later week on by one', tuesdays(['2026-01-13']), 4, ['2026-01-06', '2026-01-20', '2026-01-27', '2026-02-03']],
    ['two skipped dates in a row move the rest on by two', tuesdays(['2026-01-13', '2026-01-20']), 3, ['2026-01-06', '2026-01-27', '2026-02-03']],
    ['a skipped first night starts the season a week later', tuesdays(['2026-01-06']), 2, ['2026-01-13', '2026-01-20']],
    ['a skipped date on another weekday changes nothing', tuesdays(['2026-01-14']), 2, ['2026-01-06', '2026-01-13']],
    ['a skipped date after the season changes nothing', tuesdays(['2026-12-29']), 2, ['2026-01-06', '2026-01-13']],
    ['across the clocks changing (dates are calendar days)', tuesdays([], '2026-03-24'), 3, ['2026-03-24', '2026-03-31', '2026-04-07']],
    ['no weeks, no dates', tuesdays(), 0, []],
  ] as const)('%s', (_rule, calendar, weeks, dates) => {
    expect(seasonDates(calendar, weeks)).toEqual(dates);
  });
});

describe('weekOnDate: which week of play a date is', () => {
  it.each([
    ['the first night', '2026-01-06', 1],
    ['a night after a skipped date', '2026-01-20', 2],
    ['the skipped date itself has no league night', '2026-01-13', null],
    ['a date after the last week', '2026-02-10', null],
    ['another weekday', '2026-01-07', null],
  ])('%s', (_rule, date, week) => {
    expect(weekOnDate(tuesdays(['2026-01-13']), 4, date)).toBe(week);
  });
});

describe('seasonCalendarError', () => {
  it.each([
    ['a good calendar', tuesdays(['2026-01-13']), null],
    ['a start date that is not a date', tuesdays([], '2026-02-30'), 'The season’s start date is not a date.'],
    [
      'a skipped date that is not a date',
      tuesdays(['13/01/2026']),
      'The skipped date 13/01/2026 is not a date.',
    ],
  ])('%s', (_rule, calendar, error) => {
    expect(seasonCalendarError(calendar)).toBe(error);
  });
});
