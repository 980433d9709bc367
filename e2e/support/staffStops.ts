import type { Page } from 'playwright-core';
import type { Tournament } from '../../shared/api/tournaments';
import type { TestServer } from '../../lan-server/test/harness';
import type { WalkStop } from './pseudoWalk';

/**
 * The staff app's screens for a walk (the pseudo-locale's, or a language's fit check): each signed-in screen
 * as staff reach it, with tournaments of two formats set up so the manager's tabs have groups, a bracket and
 * matches to show. Waits for a screen by its shape, not its words, so it works in any language.
 */

/** The players the set-up enters: data on every screen that names them. */
export const STAFF_PLAYERS = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];

export interface StaffVenue {
  groupCup: Tournament;
  knockoutCup: Tournament;
}

/** A lane in play, a group knockout of eight drawn, and a double elimination of eight started. */
export async function setUpStaffVenue(t: TestServer, cookie: string): Promise<StaffVenue> {
  const start = await t.lan('/api/lanes/1/start', {
    method: 'POST',
    cookie,
    json: { players: ['Ann', 'Ben'], duration: 1, gameMode: '501', sets: 1, legs: 1 },
  });
  if (start.status !== 200) throw new Error(`lane start: ${start.status}`);
  const group = await t.lan('/api/tournaments/group-knockout', {
    method: 'POST',
    cookie,
    json: {
      tournament: { name: 'Spring Cup', type: 'group_knockout', gameMode: '501', groupCount: 2 },
      players: STAFF_PLAYERS,
    },
  });
  if (group.status !== 200 && group.status !== 201) throw new Error(`group cup: ${await group.text()}`);
  const groupCup = ((await group.json()) as { tournament: Tournament }).tournament;
  const knockout = await t.lan('/api/tournaments', {
    method: 'POST',
    cookie,
    json: { name: 'Winter Cup', type: 'double_elimination', players: STAFF_PLAYERS, selectedLanes: [1, 2] },
  });
  const knockoutCup = (await knockout.json()) as Tournament;
  await t.lan(`/api/tournaments/${knockoutCup.id}/start`, { method: 'POST', cookie });
  return { groupCup, knockoutCup };
}

async function settled(page: Page): Promise<void> {
  await page.locator('html[lang]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.page-loading').waitFor({ state: 'detached' });
}

/** Opens a path of the LAN app and waits for its first heading and the server's answers. */
function screen(t: TestServer, name: string, path: string, data: readonly string[] = []): WalkStop {
  return {
    name,
    data,
    open: async (page) => {
      await page.goto(`${t.server.lanUrl}${path}`);
      await page.locator('h1, h2').first().waitFor();
      await settled(page);
    },
  };
}

/** The tournament screens' stops. */
export function tournamentStops(t: TestServer, venue: StaffVenue, data: readonly string[]): WalkStop[] {
  const cups = [...data, 'Spring Cup', 'Winter Cup'];
  const manager = (cup: Tournament, tab: string) =>
    screen(t, `the manager's ${tab} tab (${cup.type})`, `/tournament-manager?id=${cup.id}&tab=${tab}`, cups);
  return [
    screen(t, 'the tournaments list', '/tournaments', cups),
    {
      name: 'the create form with a validation message',
      data: cups,
      open: async (page) => {
        await page.locator('.tournaments-header .btn-primary').click();
        await page.locator('[role="dialog"] form').waitFor();
        await page.locator('[role="dialog"] button[type="submit"]').click();
        await page.locator('.toast').first().waitFor();
      },
    },
    screen(t, "the manager's setup tab", '/tournament-manager?tab=setup', cups),
    manager(venue.groupCup, 'groups'),
    manager(venue.groupCup, 'live'),
    manager(venue.groupCup, 'bracket'),
    manager(venue.knockoutCup, 'live'),
    manager(venue.knockoutCup, 'bracket'),
    {
      name: 'the schedule dialog',
      data: cups,
      open: async (page) => {
        await page.goto(`${t.server.lanUrl}/tournament-manager?id=${venue.groupCup.id}&tab=live`);
        await settled(page);
        await page.locator('.manager-banner .btn-primary').last().click();
        await page.locator('[role="dialog"]').waitFor();
      },
    },
  ];
}

/** Every staff screen's stops, the tournament screens among them. */
export function staffStops(t: TestServer, venue: StaffVenue, data: readonly string[]): WalkStop[] {
  return [
    screen(t, 'the dashboard', '/dashboard', data),
    screen(t, 'the calendar', '/calendar', data),
    screen(t, 'the reservations', '/reservations', data),
    ...tournamentStops(t, venue, data),
    screen(t, 'game setup', '/game-setup/2', data),
    screen(t, "tonight's games", '/tonights-games', data),
    screen(t, 'settings', '/settings', data),
    screen(t, 'devices', '/devices', data),
    screen(t, 'the leagues', '/leagues', data),
  ];
}

/**
 * What the outbox shows of the test e-mail, data on every screen that shows Settings: its address (broken
 * after its @ and dots, so each piece is a text of its own) and its subject (the e-mail's own words, in the
 * language it was sent in).
 */
export const OUTBOX_DATA = ['me@', 'venue.', 'test', 'Test e-mail from Doubletop Darts'];

/**
 * A finished game for Tonight's Games' statistics table (lane 3, Ann v Ben), and an outbox with a failure:
 * the mail server set to a port where nothing listens, and a test e-mail sent to it.
 */
export async function setUpStatisticsAndOutbox(t: TestServer): Promise<void> {
  const admin = await t.signIn('admin');
  const start = await t.lan('/api/lanes/3/start', {
    method: 'POST',
    cookie: admin,
    json: { players: ['Ann', 'Ben'], duration: 1, gameMode: '501', sets: 1, legs: 1 },
  });
  if (start.status !== 200) throw new Error(`lane 3 start: ${start.status}`);
  const stop = await t.lan('/api/lanes/3/stop', { method: 'POST', cookie: admin });
  if (stop.status !== 200) throw new Error(`lane 3 stop: ${stop.status}`);
  const mail = await t.lan('/api/mail/settings', {
    method: 'PUT',
    cookie: admin,
    json: {
      smtpHost: '127.0.0.1',
      smtpPort: 9,
      smtpSecure: false,
      smtpUser: '',
      smtpPassword: '',
      fromAddress: 'desk@venue.test',
      publicUrl: '',
      cancelCutoffMinutes: 120,
    },
  });
  if (mail.status !== 200) throw new Error(`mail settings: ${await mail.text()}`);
  const sent = await t.lan('/api/mail/test', {
    method: 'POST',
    cookie: admin,
    json: { to: 'me@venue.test' },
  });
  if (sent.status !== 200) throw new Error(`test e-mail: ${await sent.text()}`);
}

/**
 * The statistics table of a finished game, Settings → E-mail's outbox with a failed e-mail, and the settings
 * form's own check beside its field. The check is the last stop: it leaves the form with an unsaved change.
 */
export function statisticsAndMailStops(t: TestServer, data: readonly string[]): WalkStop[] {
  return [
    {
      name: "tonight's games with a finished game's statistics",
      data,
      open: async (page) => {
        await page.goto(`${t.server.lanUrl}/tonights-games`);
        await page.locator('.stats-table').first().waitFor();
        await settled(page);
      },
    },
    {
      name: "Settings → E-mail's outbox with a failed e-mail",
      data,
      open: async (page) => {
        await page.goto(`${t.server.lanUrl}/settings`);
        await page.locator('.outbox-reason').first().waitFor();
        await settled(page);
      },
    },
    {
      name: "the settings form's own check beside its field",
      data,
      open: async (page) => {
        await page.locator('section[aria-labelledby="business-heading"] input').nth(1).fill('x'.repeat(81));
        await page.locator('.settings-form button[type="submit"]').click();
        await page.locator('.field-problem').first().waitFor();
      },
    },
  ];
}
