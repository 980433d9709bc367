import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../lan-server/test/harness';
import type { LanInfo } from '../shared/api/devices';
import type { Tournament } from '../shared/api/tournaments';
import { createCup, scheduleMatches } from '../lan-server/test/tournamentMatchFixtures';
import { book } from '../lan-server/test/lanesFixtures';
import { bookingReference } from '../shared/booking/customerView';
import { pairTablet } from '../lan-server/test/pairingFixtures';
import { ScoringPage } from './pages/ScoringPage';
import { launchBrowser } from './support/browser';
import { usePseudoLocale, walk, type WalkStop } from './support/pseudoWalk';
import { startE2eServer } from './support/server';
import {
  setUpStatisticsAndOutbox,
  setUpStaffVenue,
  STAFF_PLAYERS,
  OUTBOX_DATA,
  staffStops,
  statisticsAndMailStops,
} from './support/staffStops';
import { pairedTablet } from './support/tablet';

let browser: Browser;
let t: TestServer;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => t?.close());

const PLAYERS = ['Ann', 'Ben'];
/**
 * Words these screens show that are not theirs to word, each named with where it comes from; the walk fails
 * on anything else. The toaster every app mounts labels its region, and a toast its announcement
 * ('Notification'), with Radix's English defaults: their words belong in the `common` catalogue.
 */
const OWNED_ELSEWHERE: readonly string[] = ['aria-label=Notifications (F8)', 'Notification'];

async function wordsOutside(page: Page, stops: readonly WalkStop[]): Promise<Record<string, string[]>> {
  const report = await walk(page, stops);
  const left: Record<string, string[]> = {};
  for (const [stop, texts] of Object.entries(report)) {
    const rest = texts.filter((text) => !OWNED_ELSEWHERE.includes(text));
    if (rest.length > 0) left[stop] = rest;
  }
  return left;
}

const drawn = (page: Page) => page.locator('html[lang]').waitFor();

/**
 * A booked party of two on `laneId` starts with nobody named, so the server calls them 'Player 1' and
 * 'Player 2': names made from a number, which every screen words (not data for the walk).
 */
async function partyWithoutNames(staff: string, laneId: number): Promise<string> {
  const id = book(t, laneId, new Date(Date.now() + 10 * 60_000).toISOString(), 60, {
    customerName: 'Ann',
    playerCount: 2,
  });
  const res = await t.lan(`/api/lanes/${laneId}/activate-reservation`, {
    method: 'POST',
    cookie: staff,
    json: {},
  });
  expect(res.status).toBe(200);
  return bookingReference(id);
}

/** The players of the TV's tournaments. */
const CUP = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];

/** A tournament of `type` created and started on lanes 3 and 4; its id. */
async function startedTournament(
  staff: string,
  name: string,
  type: string,
  players: string[],
): Promise<string> {
  const created = await t.lan('/api/tournaments', {
    method: 'POST',
    cookie: staff,
    json: { name, type, players, selectedLanes: [3, 4] },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as Tournament;
  expect((await t.lan(`/api/tournaments/${id}/start`, { method: 'POST', cookie: staff })).status).toBe(200);
  return id;
}

/**
 * The lane tablet's screens, each as players reach it. A route list: a staff screen joins the walk with one
 * more stop (its path, its set-up, its data) in a list like these.
 */
const TABLET_STOPS: readonly WalkStop[] = [
  {
    name: 'the scoring screen',
    data: PLAYERS,
    open: async (page) => {
      await new ScoringPage(page).open(t.server.lanUrl, 1);
      await page.locator('.pi-dart').first().waitFor();
    },
  },
  {
    name: 'a turn of three darts, with its next step',
    data: PLAYERS,
    open: async (page) => {
      for (const label of ['T20', 'T20', 'T20'])
        await page.locator('.pi-dart', { hasText: label }).first().click();
      await page.locator('.pi-next-step').waitFor();
    },
  },
  {
    name: 'the Game Settings dialog',
    data: PLAYERS,
    open: async (page) => {
      await page.locator('.pi-settings-toggle').click();
      await page.locator('.pi-settings').waitFor();
    },
  },
];

describe('the pseudo-locale walk: no words outside the catalogues', () => {
  it('on the lane tablet', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    const start = await t.lan('/api/lanes/1/start', {
      method: 'POST',
      cookie: staff,
      json: { players: PLAYERS, duration: 1, gameMode: '501', sets: 1, legs: 1 },
    });
    expect(start.status).toBe(200);
    const { context, page } = await pairedTablet(browser, t, staff, 1, { width: 1280, height: 800 });
    await usePseudoLocale(context);
    expect(await wordsOutside(page, TABLET_STOPS)).toEqual({});

    const empty = await pairedTablet(browser, t, staff, 2, { width: 1280, height: 800 });
    await usePseudoLocale(empty.context);
    const noGame: WalkStop = {
      name: 'a lane with no game',
      open: async (p) => {
        await new ScoringPage(p).open(t.server.lanUrl, 2);
        await p.locator('.pi-empty-card h1').waitFor();
      },
    };
    expect(await wordsOutside(empty.page, [noGame])).toEqual({});
    await empty.context.close();
    await context.close();
  });

  it('on the TV views', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    await t.lan('/api/lanes/1/start', {
      method: 'POST',
      cookie: staff,
      json: { players: PLAYERS, duration: 1, gameMode: '501', sets: 1, legs: 1 },
    });
    await partyWithoutNames(staff, 5);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await usePseudoLocale(context);
    const page = await context.newPage();
    const stops: WalkStop[] = [
      {
        name: 'the venue view',
        data: [...PLAYERS, 'Doubletop Darts'],
        open: async (p) => {
          await p.goto(`${t.server.lanUrl}/tv/venue`);
          await p.locator('.venue-lane').first().waitFor();
        },
      },
      {
        name: 'the tournament dashboard',
        open: async (p) => {
          await p.goto(`${t.server.lanUrl}/tv/scoreboard`);
          await p.locator('.tv-empty').waitFor();
        },
      },
    ];
    expect(await wordsOutside(page, stops)).toEqual({});

    // Tournaments of each kind of panel, for the names the engine makes (stages, groups, rounds, brackets):
    // a cup whose match waits on lane 2, a round robin's table and a double elimination's brackets.
    const cup = await createCup(t, staff, { name: 'Friday Cup', matchFormat: 'best_of_3', players: CUP });
    await scheduleMatches(t, staff, cup.tournament.id, [{ gameId: cup.groups.A.games[0].id, laneId: 2 }]);
    const table = await startedTournament(staff, 'Monday Table', 'round_robin', CUP.slice(0, 4));
    const double = await startedTournament(staff, 'Double Cup', 'double_elimination', [...CUP, 'Gus', 'Hal']);
    // A lane's made-up name ('Lane 2') is not data: every screen words it from the number
    // (renderer/i18n/numberedNames.ts), so one left in English is found here too.
    const data = [...PLAYERS, ...CUP, 'Gus', 'Hal', 'Doubletop Darts'];
    const names = ['Friday Cup', 'Monday Table', 'Double Cup'];
    const scoreboard = (id: string, wait: string) => async (p: Page) => {
      await p.goto(`${t.server.lanUrl}/tv/scoreboard/${id}`);
      await p.locator(wait).first().waitFor();
    };
    const tournaments: WalkStop[] = [
      {
        name: "the venue view with a tournament's match",
        data: [...data, ...names],
        open: async (p) => {
          await p.goto(`${t.server.lanUrl}/tv/venue`);
          await p.locator('.venue-match').first().waitFor();
        },
      },
      {
        name: 'the tournament dashboard with tournaments',
        data: [...data, ...names],
        open: async (p) => {
          await p.goto(`${t.server.lanUrl}/tv/scoreboard`);
          await p.locator('.tv-pick').first().waitFor();
        },
      },
      {
        name: "a cup's groups",
        data: [...data, 'Friday Cup'],
        open: scoreboard(cup.tournament.id, '.tv-group'),
      },
      {
        name: "a round robin's table",
        data: [...data, 'Monday Table'],
        open: scoreboard(table, '.tv-format-table'),
      },
      {
        name: "a double elimination's brackets",
        data: [...data, 'Double Cup'],
        open: scoreboard(double, '.tv-m'),
      },
    ];
    expect(await wordsOutside(page, tournaments)).toEqual({});
    await context.close();
  });

  it('on the booking and cancel pages', async () => {
    t = await startE2eServer();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await usePseudoLocale(context);
    const page = await context.newPage();
    const stops: WalkStop[] = [
      {
        name: 'the booking page',
        data: ['Doubletop Darts'],
        open: async (p) => {
          await p.goto(`${t.server.publicUrl}/`);
          await p.locator('h1, h2').first().waitFor();
          await drawn(p);
        },
      },
      {
        name: 'a cancel link without its token',
        data: ['Doubletop Darts'],
        open: async (p) => {
          await p.goto(`${t.server.publicUrl}/cancel-booking`);
          await p.locator('h1, h2').first().waitFor();
        },
      },
    ];
    expect(await wordsOutside(page, stops)).toEqual({});
    await context.close();
  });

  it('on the staff app, signed in, at the front desk (1366×768)', async () => {
    t = await startE2eServer();
    const staff = await t.signIn();
    const venue = await setUpStaffVenue(t, staff);
    await setUpStatisticsAndOutbox(t);
    // A party nobody named ('Player 1', 'Player 2') and a paired tablet ('Lane 4 tablet · browser').
    const reference = await partyWithoutNames(staff, 4);
    await pairTablet(t, staff, 4);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await usePseudoLocale(context);
    const [name, ...value] = staff.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: t.server.lanUrl }]);
    const page = await context.newPage();
    // The devices screen shows the venue's addresses and the TV's links on them: data, not words.
    const info = (await (await t.lan('/api/devices/lan-info', { cookie: staff })).json()) as LanInfo;
    const addresses = info.lanUrls.flatMap((url) => [`${url}/tv/scoreboard`, `${url}/tv/venue`, url]);
    const data = [...STAFF_PLAYERS, reference, ...addresses, 'Doubletop Darts', 'staff', ...OUTBOX_DATA];
    const stops = [...staffStops(t, venue, data), ...statisticsAndMailStops(t, data)];
    expect(await wordsOutside(page, stops)).toEqual({});
    await context.close();
  }, 240_000);
});
