import type { Page } from 'playwright-core';
import { MONTH_NAMES } from '../../shared/time/names';

/** 'November 2026' as a count of months, so two months compare and step. */
function monthNumber(title: string): number {
  const [name = '', year = ''] = title.trim().split(' ');
  const month = MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]);
  if (month < 0 || !/^\d{4}$/.test(year)) throw new Error(`not a month title: ${title}`);
  return Number(year) * 12 + month;
}

function monthTitle(number: number): string {
  return `${MONTH_NAMES[number % 12] ?? ''} ${Math.floor(number / 12)}`;
}

/**
 * Pages the Monday-first month picker (English) back or forward to the month of a day labelled as
 * longDay writes it ('Sunday 29 November 2026'). A test that looked at next month's closed day and then
 * chooses tomorrow, at the end of a month, has to page back: the picker shows one month at a time.
 */
export async function showMonthOf(page: Page, longDayLabel: string): Promise<void> {
  const target = monthNumber(longDayLabel.split(' ').slice(-2).join(' '));
  const title = page.locator('.month-calendar .month-title');
  for (let step = 0; step < 24; step++) {
    const shown = monthNumber(await title.innerText());
    if (shown === target) return;
    const next = shown < target ? shown + 1 : shown - 1;
    await page.getByRole('button', { name: shown < target ? 'Next month' : 'Previous month' }).click();
    await page.locator('.month-calendar .month-title', { hasText: monthTitle(next) }).waitFor();
  }
  throw new Error(`the month picker did not reach ${longDayLabel}`);
}
