import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { openDatabase, type Db } from '../lan-server/db/open';
import { seedVenue } from '../lan-server/db/seed';

/**
 * The venue's zone (the default, docs/behaviour.md#time-zone); seeded times are wall-clock times there, as
 * staff would book them.
 */
export const VENUE_ZONE = 'Europe/London';
export const PAST_RESERVATIONS = 2000;
export const FUTURE_DAYS = 10;
/** Two evening bookings a day on each of 10 lanes for FUTURE_DAYS days: 200. */
export const FUTURE_TIMES = ['12:00', '19:00'] as const;
/** Lanes the active tournament holds; lane-session benchmarks use other lanes. */
export const TOURNAMENT_LANES = [1, 2] as const;

export interface SeededVenue {
  reservations: number;
  tournaments: number;
  games: number;
}

function venueInstant(day: DateTime, hhmm: string): string {
  const [hour, minute] = hhmm.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 }).toUTC().toISO() ?? '';
}

function insertReservations(db: Db, now: Date): number {
  const insert = db.prepare(
    `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
       prepaid_amount, contact_info, email_address, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, '0.00', ?, ?, ?, ?)`,
  );
  const today = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).startOf('day');
  let n = 0;
  const add = (laneId: number, start: string, minutes: number, status: string) => {
    n++;
    const end = new Date(Date.parse(start) + minutes * 60_000).toISOString();
    insert.run(
      randomUUID(),
      laneId,
      `Customer ${n}`,
      1 + (n % 4),
      new Date(start).toISOString(),
      end,
      minutes,
      `07700 9${String(n).padStart(5, '0')}`,
      `customer${n}@example.com`,
      status,
      now.toISOString(),
    );
  };
  // 2,000 past bookings: ten a day (one per lane) over the last 200 days.
  for (let i = 0; i < PAST_RESERVATIONS; i++) {
    const day = today.minus({ days: 1 + Math.floor(i / 10) });
    add(1 + (i % 10), venueInstant(day, '14:00'), 60, 'completed');
  }
  // The rest of today on the tournament's lanes, so the lanes' derived fields have bookings to work on;
  // the lane-session benchmarks use the other lanes.
  for (let hour = 10; hour <= 22; hour += 2) {
    const start = venueInstant(today, `${hour}:00`);
    if (Date.parse(start) > now.getTime())
      for (const lane of TOURNAMENT_LANES) add(lane, start, 90, 'active');
  }
  // 200 future bookings, from tomorrow on, so today's other lanes are free for lane-session benchmarks.
  for (let d = 1; d <= FUTURE_DAYS; d++) {
    for (let lane = 1; lane <= 10; lane++) {
      for (const time of FUTURE_TIMES) add(lane, venueInstant(today.plus({ days: d }), time), 90, 'active');
    }
  }
  return n;
}

export interface TournamentSeed {
  name: string;
  type: string;
  status: string;
  players: string[];
  lanes: readonly number[];
  scheduled: Date;
  groups: number;
}

export function insertTournament(db: Db, t: TournamentSeed, now: Date): number {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO tournaments (id, name, type, game_mode, match_format, status, players, selected_lanes,
       duration, scheduled_date, group_count, players_per_group, created_at, started_at, completed_at)
     VALUES (?, ?, ?, '501', 'best_of_3', ?, ?, ?, 3, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    t.name,
    t.type,
    t.status,
    JSON.stringify(t.players),
    JSON.stringify(t.lanes),
    t.scheduled.toISOString(),
    t.groups,
    Math.floor(t.players.length / t.groups),
    now.toISOString(),
    t.status === 'setup' ? null : t.scheduled.toISOString(),
    t.status === 'completed' ? new Date(t.scheduled.getTime() + 3 * 3_600_000).toISOString() : null,
  );
  if (t.status === 'setup') return 0;
  const game = db.prepare(
    `INSERT INTO games (id, lane_id, tournament_id, players, game_mode, scores, status, winner, stage,
       group_id, home, away, best_of, started_at, completed_at)
     VALUES (?, ?, ?, ?, '501', ?, ?, ?, 'group', ?, ?, ?, 3, ?, ?)`,
  );
  const size = Math.floor(t.players.length / t.groups);
  let games = 0;
  for (let g = 0; g < t.groups; g++) {
    const group = t.players.slice(g * size, (g + 1) * size);
    const groupId = String.fromCharCode(65 + g);
    for (let a = 0; a < group.length; a++) {
      for (let b = a + 1; b < group.length; b++) {
        const home = group[a] ?? '';
        const away = group[b] ?? '';
        // An active tournament is half-way: its first games are played, the rest pending.
        const done = t.status === 'completed' || games % 2 === 0;
        const legs = done ? [2, games % 3 === 0 ? 1 : 0] : [0, 0];
        game.run(
          randomUUID(),
          t.lanes[games % t.lanes.length] ?? null,
          id,
          JSON.stringify([home, away]),
          JSON.stringify({ legs }),
          done ? 'completed' : 'pending',
          done ? home : null,
          groupId,
          home,
          away,
          t.scheduled.toISOString(),
          done ? t.scheduled.toISOString() : null,
        );
        games++;
      }
    }
  }
  return games;
}

export const playerNames = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

/**
 * A realistic venue as of `now`: 10 lanes and default settings (the server's own first-run seed),
 * 2,000 past and 200 future reservations (plus the rest of today's on lanes 1–2), and three tournaments with
 * games — one active half-way through its group stage, one completed, one still in setup. Written straight
 * into SQLite before the server starts, through the server's own migrations, so the server under test opens
 * an already-migrated venue.
 */
export function seedRealisticVenue(dataDir: string, now: Date): SeededVenue {
  const db = openDatabase(dataDir);
  try {
    seedVenue(db, now.toISOString());
    return db.transaction(() => {
      const reservations = insertReservations(db, now);
      const hour = 3_600_000;
      const tournaments: TournamentSeed[] = [
        {
          name: 'Friday League',
          type: 'group_knockout',
          status: 'active',
          players: playerNames('League', 16),
          lanes: TOURNAMENT_LANES,
          scheduled: new Date(now.getTime() - 26 * hour),
          groups: 4,
        },
        {
          name: 'Summer Open',
          type: 'group_knockout',
          status: 'completed',
          players: playerNames('Open', 12),
          lanes: [1, 2, 3],
          scheduled: new Date(now.getTime() - 30 * 24 * hour),
          groups: 2,
        },
        {
          name: 'Winter Cup',
          type: 'single_elimination',
          status: 'setup',
          players: playerNames('Cup', 8),
          lanes: [3, 4],
          scheduled: new Date(now.getTime() + 20 * 24 * hour),
          groups: 1,
        },
      ];
      const games = tournaments.reduce((sum, t) => sum + insertTournament(db, t, now), 0);
      return { reservations, tournaments: tournaments.length, games };
    })();
  } finally {
    db.close();
  }
}
