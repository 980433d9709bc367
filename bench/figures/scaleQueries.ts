import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { laneBlocksBetween } from '../../lan-server/db/laneBlocks';
import { listLaneRows } from '../../lan-server/db/lanes';
import { DATABASE_FILE } from '../../lan-server/db/open';
import { listReservations } from '../../lan-server/db/reservations';
import { RESERVATION_DAYS } from '../../shared/api/reservationEdits';
import { venueDayOf } from '../../shared/booking/hours';
import { reservationWindow } from '../../shared/booking/reservationList';
import { RECENT_COMPLETED } from '../../lan-server/services/reservations';
import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import { lookAheadEnd } from '../../shared/lanes/availability';
import { venueDayBounds } from '../../shared/time/venueTime';
import { ms, verdict, type Row } from '../report';
import { median } from '../support/http';
import { ratioSummary, ratioText } from '../support/paired';
import { slowed } from '../support/slowdown';
import { FUTURE_DAYS, VENUE_ZONE } from '../seed';

/** The reads behind each measured endpoint, on one venue's database, as the server makes them. */
function readsOf(db: Database.Database, now: Date): [string, () => unknown][] {
  const tomorrow = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).plus({ days: 1 }).toISODate() ?? '';
  const day = venueDayBounds(tomorrow, VENUE_ZONE);
  const hours = { timezone: VENUE_ZONE, operatingHours: DEFAULT_OPERATING_HOURS };
  const week = reservationWindow(venueDayOf(now, hours), RESERVATION_DAYS.default, hours);
  const slot = DateTime.fromJSDate(now, { zone: VENUE_ZONE })
    .startOf('day')
    .plus({ days: FUTURE_DAYS + 3 })
    .set({ hour: 15 });
  const overlap = db.prepare(
    `SELECT 1 FROM reservations r WHERE r.lane_id = ? AND r.status = 'active'
       AND r.reserved_time < ? AND r.end_time > ?
       AND r.reserved_time > strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-180 minutes')`,
  );
  return [
    [
      'GET /api/lanes: lanes and their blocks to the end of today',
      () => {
        listLaneRows(db);
        return laneBlocksBetween(db, now.toISOString(), lookAheadEnd(now, VENUE_ZONE).toISOString());
      },
    ],
    [
      'availability: tomorrow’s blocks',
      () => laneBlocksBetween(db, day.start.toISOString(), day.end.toISOString()),
    ],
    [
      'a booking’s check and the overlap trigger’s query (as migration 008 bounds it)',
      () => {
        const [start, end] = [slot.toUTC().toISO() ?? '', slot.plus({ hours: 1 }).toUTC().toISO() ?? ''];
        laneBlocksBetween(db, start, end);
        return overlap.get(3, end, start, start);
      },
    ],
    [
      'GET /api/reservations: this week’s active bookings and the recent completed',
      () => listReservations(db, week, RECENT_COMPLETED),
    ],
  ];
}

/** The time of one call of `read`, in milliseconds. */
function timeOf(read: () => unknown): number {
  const began = performance.now();
  read();
  return performance.now() - began;
}

/**
 * One round: `calls` calls of each read, taking turns call by call (A B, B A, …) so a burst of someone
 * else's work lands on both alike; each side's figure is the median of its calls.
 */
function round(readBase: () => unknown, readScale: () => unknown, calls: number): [number, number] {
  const [base, scale]: [number[], number[]] = [[], []];
  for (let i = 0; i < calls; i++) {
    if (i % 2 === 0) {
      base.push(timeOf(readBase));
      scale.push(timeOf(readScale));
    } else {
      scale.push(timeOf(readScale));
      base.push(timeOf(readBase));
    }
  }
  return [median(base), median(scale)];
}

/** Below this, two reads' times are a timer's resolution and a cache miss apart, not a cost. */
const CLOSE_MS = 0.05;

export interface QueryRounds {
  /** Paired rounds per read (bench/support/paired.ts). */
  rounds: number;
  /** Calls per venue per round, taking turns; each side's figure for the round is their median. */
  calls: number;
  /** The deliberate slowdown given to the five-year venue's reads, in per cent. */
  slowdown: number;
}

/**
 * The database reads behind lanes, availability, a booking and the reservations list, timed in process
 * on the small and the five-year venue alike, in paired rounds (each round: `calls` calls on each venue,
 * taking turns call by call; the verdict on the median of the rounds' ratios). Unlike the HTTP figures they hardly move when other work shares the CPU, so they show whether
 * history costs anything even on a busy machine. Budget: within 10 % of the small seed, or under 50 µs
 * apart (below that a timer's resolution and a cache miss decide). Every read is of a window — today, a
 * day, an hour, the Reservations page's week — so neither five years of history nor four months of diary
 * ahead may show in it.
 */
export function scaleQueryRows(dirs: { small: string; scale: string }, now: Date, o: QueryRounds): Row[] {
  const open = (dir: string) => new Database(join(dir, DATABASE_FILE), { readonly: true });
  const [small, scale] = [open(dirs.small), open(dirs.scale)];
  try {
    const b = readsOf(scale, now);
    return readsOf(small, now).map(([name, readBase], i) => {
      const readScale = slowed(b[i]?.[1] ?? readBase, o.slowdown);
      // Warm-up: both venues' pages in SQLite's cache and the statements prepared.
      round(readBase, readScale, 20);
      const times = { base: [] as number[], scale: [] as number[] };
      for (let r = 0; r < o.rounds; r++) {
        const [base, scaled] = round(readBase, readScale, o.calls);
        times.base.push(base);
        times.scale.push(scaled);
      }
      const ratio = ratioSummary(times.base, times.scale);
      const [m, n] = [median(times.base), median(times.scale)];
      const apart = median(times.scale.map((t, r) => t - (times.base[r] ?? Number.NaN)));
      return {
        figure: `Scale: database reads for ${name} (${o.calls} calls a round)`,
        measured: `${ms(n)} (${ratioText(ratio)})`,
        baseline: `${ms(m)} (small seed)`,
        budget: `≤ 110 % of the small seed’s, or < ${CLOSE_MS} ms apart (median of paired rounds)`,
        verdict: verdict(ratio.median <= 1.1 || apart < CLOSE_MS),
      };
    });
  } finally {
    small.close();
    scale.close();
  }
}
