import ICAL from 'ical.js';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { venueDay } from '../shared/time/display';
import { formatLongDay } from '../shared/i18n/format';
import { venueInstant } from '../shared/time/venueTime';
import type { TestServer } from '../lan-server/test/harness';
import type { TestSmtp } from '../lan-server/test/smtpFixture';
import { launchBrowser } from './support/browser';
import { startMailingVenue } from './support/mailingVenue';

let browser: Browser;
let t: TestServer | undefined;
let smtp: TestSmtp | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a Dutch customer', () => {
  it('books in Dutch (the browser’s language) and gets a Dutch e-mail whose calendar file a parser reads', async () => {
    ({ t, smtp } = await startMailingVenue());

    // A phone in the Netherlands: navigator.languages and Accept-Language say Dutch.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${t.server.publicUrl}/`);
    await page.getByRole('heading', { name: /Baan reserveren/ }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');

    const day = venueDay(new Date(Date.now() + 24 * 3_600_000), 'Europe/London');
    const dayLabel = formatLongDay(day, 'nl');
    const dayButton = page.getByRole('button', { name: dayLabel, exact: true });
    if ((await dayButton.count()) === 0) await page.getByRole('button', { name: 'Volgende maand' }).click();
    await dayButton.click();
    await page.getByRole('heading', { name: `Vrije tijden op ${dayLabel}` }).waitFor();
    await page.getByLabel('Volledige naam').fill('Femke de Vries');
    await page.getByLabel('Telefoonnummer').fill('06 12345678');
    await page.getByLabel('E-mailadres').fill('femke@example.nl');
    // The lanes have no names of their own: the page names them in Dutch from their number.
    await page.getByRole('button', { name: /^Baan 3 om 18:00, Vrij/ }).click();
    await page.getByRole('button', { name: 'Baan reserveren' }).click();
    await page.getByRole('heading', { name: 'Reservering bevestigd!' }).waitFor();
    await page.getByText('U ontvangt zo een bevestiging per e-mail.').waitFor();
    expect(await page.locator('.booking-summary').textContent()).toContain('Baan 3');

    const [mail] = await smtp.waitForMessages(1, 10_000);
    expect(mail?.subject).toBe('Uw baanreservering bij Doubletop Darts');
    const text = mail?.text ?? '';
    expect(text).toContain('Beste Femke de Vries,');
    expect(text).toContain(`Datum: ${dayLabel}`);
    expect(text).toContain('Duur: 1 uur');
    expect(text).toContain('Baan: Baan 3');
    expect(text).not.toContain('Lane 3');
    expect(text).toMatch(/Prijs: £\s15,00 \(betalen ter plaatse\)/);
    expect(text).toContain('Online annuleren kan tot');
    expect(text).not.toContain('Hello');

    const ics = mail?.attachments.find((a) => a.filename === 'booking.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe('Darts: Baan 3 bij Doubletop Darts');
    expect(event.description).toBe('2 spelers, 1 uur.');
    // The parser reads the booked instant: 18:00 at the venue, by the file's own VTIMEZONE.
    calendar.getAllSubcomponents('vtimezone').forEach((zone) => {
      ICAL.TimezoneService.register(zone);
    });
    const start = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined).startDate;
    expect(start.toJSDate().toISOString()).toBe(venueInstant(day, '18:00', 'Europe/London').toISOString());
    await context.close();
  });
});
