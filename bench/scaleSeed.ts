import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { openDatabase, type Db } from '../lan-server/db/open';
import { ANONYMISED_NAME, DEFAULT_RETENTION_MONTHS, retentionCutoff } from '../shared/privacy/retention';
import { playGame, seededRandom, type PlayedGame } from './scaleGames';
import { HISTORY_PAGE } from '../shared/api/games';
import {
  FUTURE_DAYS,
  insertTournament,
  playerNames,
  seedRealisticVenue,
  VENUE_ZONE,
  type SeededVenue,
} from './seed';

/** Five years of a busy venue's history. */
export const SCALE = {
  years: 5,
  reservations: 180_000,
  laneGames: 50_000,
  gameLogRows: 3_000_000,
  tournamentGames: 2_000,
} as const;
/** Tournaments of five players, one group: 10 games each, so 200 of them make the 2,000 games. */
const TOURNAMENT_PLAYERS = 5;
const GAMES_PER_TOURNAMENT = 10;
/** Bookings still to come beyond the small seed's ten days: a normal few months ahead. */
const FUTURE_FROM_DAY = FUTURE_DAYS + 5;
const FUTURE_TO_DAY = 120;
const FUTURE_TIMES = ['19:00', '20:30'] as const;
const FUTURE_LANES = [3, 5, 7, 9] as const;
/** Friday and Saturday nights carry the week (Monday = 1 … Sunday = 7, luxon's weekday). */
const WEEKDAY_WEIGHT = [0, 0.5, 0.6, 0.7, 0.9, 1.6, 1.5, 0.8] as const;
const DURATIONS = [30, 60, 60, 60, 90] as const;
const REGULAR_CUSTOMERS = 40_000;
const TEMPLATE_GAMES = 400;

export interface ScaleSeeded extends SeededVenue {
  laneGames: number;
  gameLogRows: number;
  tournamentGames: number;
  seedMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

/** How many bookings each past day gets: the total shared by weekday weight, remainders carried. */
function bookingsPerDay(days: DateTime[], total: number): number[] {
  const weights: number[] = days.map((d) => WEEKDAY_WEIGHT[d.weekday] ?? 1);
  const sum = weights.reduce((a, b) => a + b, 0);
  let carry = 0;
  return weights.map((w) => {
    const exact = (total * w) / sum + carry;
    const n = Math.round(exact);
    carry = exact - n;
    return n;
  });
}

function insertHistoryBookings(db: Db, now: Date, total: number, random: () => number): void {
  const insert = db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
       prepaid_amount, contact_info, email_address, status, created_at, anonymised_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const today = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).startOf('day');
  const days = Array.from({ length: Math.round(SCALE.years * 365.25) }, (_, i) =>
    today.minus({ days: i + 1 }),
  );
  // The venue has run the retention job all along: bookings past the default period carry no contact.
  const cutoff = retentionCutoff(now, VENUE_ZONE, DEFAULT_RETENTION_MONTHS).getTime();
  const perDay = bookingsPerDay(days, total);
  days.forEach((day, d) => {
    const opening = day.set({ hour: 10 }).toMillis();
    const laneClock = new Array<number>(10).fill(opening);
    for (let i = 0; i < (perDay[d] ?? 0); i++) {
      const lane = i % 10;
      const minutes = pick(DURATIONS, random);
      const start = (laneClock[lane] ?? opening) + (random() < 0.3 ? 30 * 60_000 : 0);
      const r = random();
      // A cancelled booking freed its slot for the next one; an unclaimed one (no-show) stays active.
      const status = r < 0.12 ? 'cancelled' : r < 0.15 ? 'active' : 'completed';
      if (status !== 'cancelled') laneClock[lane] = start + minutes * 60_000;
      const customer = Math.floor(random() * REGULAR_CUSTOMERS);
      const scrubbed = start < cutoff;
      insert.run(
        randomUUID(),
        lane + 1,
        scrubbed ? ANONYMISED_NAME : `Customer ${customer}`,
        1 + Math.floor(random() * 4),
        iso(start),
        iso(start + minutes * 60_000),
        minutes,
        random() < 0.2 ? '10.00' : '0.00',
        scrubbed ? null : `07700 9${String(customer).padStart(5, '0')}`,
        scrubbed ? null : `customer${customer}@example.com`,
        status,
        iso(start - Math.floor(random() * 14) * 86_400_000),
        scrubbed ? iso(start + 731 * 86_400_000) : null,
      );
    }
  });
}

function insertFutureBookings(db: Db, now: Date): number {
  const insert = db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
       prepaid_amount, contact_info, email_address, status, created_at)
     VALUES (?, ?, ?, 2, ?, ?, 60, '0.00', ?, ?, 'active', ?)`,
  );
  const today = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).startOf('day');
  let n = 0;
  for (let d = FUTURE_FROM_DAY; d <= FUTURE_TO_DAY; d++) {
    for (const lane of FUTURE_LANES) {
      for (const time of FUTURE_TIMES) {
        const [hour, minute] = time.split(':').map(Number);
        const start = today.plus({ days: d }).set({ hour, minute }).toMillis();
        n++;
        insert.run(
          randomUUID(),
          lane,
          `Future ${n}`,
          iso(start),
          iso(start + 3_600_000),
          `07700 8${String(n).padStart(5, '0')}`,
          `future${n}@example.com`,
          now.toISOString(),
        );
      }
    }
  }
  return n;
}

/**
 * The small seed with the five-year venue's latest finished cups (as many as the tournaments list shows by
 * default, HISTORY_PAGE.tournaments; they cover the games list's last 30 days too) and none of its older
 * history: the fair baseline for the two lists whose default is "what is on, and the recent past". Against
 * the plain small seed those rows compared how busy the last months were (a cup every nine days against
 * the small seed's few), not how old the venue is. Returns how many tournament games it added.
 */
export function seedSmallWithRecentCups(dataDir: string, now: Date): number {
  seedRealisticVenue(dataDir, now);
  const db = openDatabase(dataDir);
  try {
    return db.transaction(() => insertTournamentHistory(db, now, HISTORY_PAGE.tournaments))();
  } finally {
    db.close();
  }
}

/**
 * 50,000 finished lane games with exactly SCALE.gameLogRows logged actions between them: each game replays
 * one of a few hundred games played dart by dart through the real engine, chosen so the running total
 * lands on the target (the very last game's log is cut to fit).
 */
/** A played game with each action's JSON written once, not once per game that replays it. */
function logged(game: PlayedGame) {
  return {
    state: game.state,
    actions: game.actions.map((a) => ({ player: a.player, json: JSON.stringify(a.action) })),
  };
}

function insertLaneGames(db: Db, now: Date, random: () => number): number {
  const templates = Array.from({ length: TEMPLATE_GAMES }, () =>
    logged(playGame(random, ['Player 1', 'Player 2'])),
  ).sort((a, b) => a.actions.length - b.actions.length);
  const game = db.prepare(
    `INSERT INTO games (id, lane_id, players, game_mode, sets, legs, scores, current_player, status, winner,
       started_at, completed_at, state, version)
     VALUES (?, ?, '["Player 1","Player 2"]', '501', 1, 1, ?, ?, 'completed', ?, ?, ?, ?, ?)`,
  );
  const log = db.prepare(
    'INSERT INTO game_log (game_id, seq, player, action, logged_at) VALUES (?, ?, ?, ?, ?)',
  );
  const span = SCALE.years * 365.25 * 86_400_000;
  let rowsLeft: number = SCALE.gameLogRows;
  for (let g = 0; g < SCALE.laneGames; g++) {
    const gamesLeft = SCALE.laneGames - g;
    const want = Math.round(rowsLeft / gamesLeft);
    const template =
      templates.find((t) => t.actions.length >= want) ?? templates[templates.length - 1] ?? templates[0];
    if (!template) break;
    const actions = gamesLeft === 1 ? template.actions.slice(0, rowsLeft) : template.actions;
    // Spread over five years, one game per ~53 minutes of history, in opening hours' rough shape.
    const started = now.getTime() - span + (g / SCALE.laneGames) * span;
    const id = randomUUID();
    const { state } = template;
    const winner = state.matchWinner === null ? null : (state.players[state.matchWinner]?.name ?? null);
    game.run(
      id,
      1 + Math.floor(random() * 10),
      JSON.stringify({ scores: state.players.map((p) => p.score) }),
      state.currentPlayer,
      winner,
      iso(started),
      iso(started + actions.length * 20_000),
      JSON.stringify(state),
      state.version,
    );
    actions.forEach((a, i) => {
      const at = iso(started + (i + 1) * 20_000);
      log.run(id, i + 1, a.player, a.json, at);
    });
    rowsLeft -= actions.length;
  }
  return SCALE.gameLogRows - rowsLeft;
}

/** The five-year venue's finished cups, newest first; `latest` stops after that many (the fair twin's). */
function insertTournamentHistory(db: Db, now: Date, latest?: number): number {
  const count = SCALE.tournamentGames / GAMES_PER_TOURNAMENT;
  const every = (SCALE.years * 365.25 * 86_400_000) / count;
  let games = 0;
  for (let i = 0; i < Math.min(count, latest ?? count); i++) {
    const scheduled = new Date(now.getTime() - (i + 1) * every);
    games += insertTournament(
      db,
      {
        name: `Sunday Cup ${count - i}`,
        type: 'group_knockout',
        status: 'completed',
        players: playerNames(`Cup ${i}`, TOURNAMENT_PLAYERS),
        lanes: [1, 2],
        scheduled,
        groups: 1,
      },
      now,
    );
  }
  return games;
}

/**
 * The small seed (bench/seed.ts) plus five years of history, so the two venues differ only by their
 * past: 180,000 bookings in all (weighted to Friday and Saturday nights, 12 % cancelled, 3 % never
 * claimed, the rest completed; those older than the default 24 months already anonymised, as the daily
 * job would have left them; a normal few months ahead), 50,000 finished lane games with 3,000,000 logged
 * actions (the applied-action ids of `game_actions` are not seeded: they are
 * only ever read by one game's id and action id, a primary-key lookup), and 200 finished tournaments with 2,000 games.
 * One transaction with prepared statements; a seeded random generator, so every run seeds the same venue.
 */
export function seedFiveYears(dataDir: string, now: Date): ScaleSeeded {
  const began = performance.now();
  const small = seedRealisticVenue(dataDir, now);
  const db = openDatabase(dataDir);
  try {
    // Seeding only: a crash here loses nothing worth keeping, and the big cache keeps inserts off disk.
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    const random = seededRandom(14);
    const counts = db.transaction(() => {
      const future = insertFutureBookings(db, now);
      insertHistoryBookings(db, now, SCALE.reservations - small.reservations - future, random);
      const gameLogRows = insertLaneGames(db, now, random);
      const tournamentGames = insertTournamentHistory(db, now);
      return { gameLogRows, tournamentGames };
    })();
    const reservations = (db.prepare('SELECT COUNT(*) AS n FROM reservations').get() as { n: number }).n;
    db.pragma('journal_mode = WAL');
    return {
      reservations,
      tournaments: small.tournaments + SCALE.tournamentGames / GAMES_PER_TOURNAMENT,
      games: small.games + counts.tournamentGames + SCALE.laneGames,
      laneGames: SCALE.laneGames,
      gameLogRows: counts.gameLogRows,
      tournamentGames: counts.tournamentGames,
      seedMs: performance.now() - began,
    };
  } finally {
    db.close();
  }
}
