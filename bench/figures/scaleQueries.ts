import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { laneBlocksBetween } from '../../lan-server/db/laneBlocks';
import { listLaneRows } from '../../lan-server/db/lanes';
import { DATABASE_FILE } from '../../lan-server/db/open';
import { listReservations } from '../../lan-server/db/reservations';
import { activeListedFrom } from '../../shared/booking/reservationList';
import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import { lookAheadEnd } from '../../shared/lanes/availability';
import { venueDayBounds } from '../../shared/time/venueTime';
import { ms, verdict, type Row } from '../report';
import { FUTURE_DAYS, VENUE_ZONE } from '../seed';

/**
 * Which venue a read is compared with: the small seed, or — for a read that lists the whole diary ahead —
 * the small seed given the five-year venue's future bookings too, so only the history differs.
 */
type Baseline = 'small seed' | 'small seed with the same future diary';

/** The reads behind each measured endpoint, on one venue's database, as the server makes them. */
function readsOf(db: Database.Database, now: Date): [string, () => unknown, Baseline?][] {
  const tomorrow = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).plus({ days: 1 }).toISODate() ?? '';
  const day = venueDayBounds(tomorrow, VENUE_ZONE);
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
      'GET /api/reservations: active from the start of today and the recent completed',
      () =>
        listReservations(
          db,
          activeListedFrom(now, { timezone: VENUE_ZONE, operatingHours: DEFAULT_OPERATING_HOURS }),
          20,
        ),
      'small seed with the same future diary',
    ],
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The database reads behind lanes, availability, a booking and the reservations list, timed in process
 * on the small and the five-year venue alike (median of `runs` after warm-up, the two venues alternating
 * call by call). Unlike the HTTP figures they hardly move when other work shares the CPU, so they show
 * whether history costs anything even on a busy machine. Budget: within 10 % of the baseline, or under
 * 50 µs apart (below that a timer's resolution and a cache miss decide). The baseline is the small seed,
 * except for the reservations list: it shows every booking still to come, and the five-year venue has
 * four months of them against the small seed's ten days, so it is compared with the small seed given the
 * same future diary — what is left between the two is the history alone.
 */
export function scaleQueryRows(
  dirs: { small: string; diary: string; scale: string },
  now: Date,
  runs: number,
): Row[] {
  const open = (dir: string) => new Database(join(dir, DATABASE_FILE), { readonly: true });
  const [small, diary, scale] = [open(dirs.small), open(dirs.diary), open(dirs.scale)];
  try {
    const [a, d, b] = [readsOf(small, now), readsOf(diary, now), readsOf(scale, now)];
    return a.map(([name, readSmall, baseline = 'small seed'], i) => {
      const readBase = baseline === 'small seed' ? readSmall : (d[i]?.[1] ?? readSmall);
      const readScale = b[i]?.[1] ?? readSmall;
      const times = { base: [] as number[], scale: [] as number[] };
      for (let r = 0; r < runs + 20; r++) {
        for (const [venue, read] of [
          ['base', readBase],
          ['scale', readScale],
        ] as const) {
          const began = performance.now();
          read();
          if (r >= 20) times[venue].push(performance.now() - began);
        }
      }
      const [m, n] = [median(times.base), median(times.scale)];
      return {
        figure: `Scale: database reads for ${name} (median of ${runs})`,
        measured: `${ms(n)} (${n >= m ? '+' : ''}${((n / m - 1) * 100).toFixed(0)} %)`,
        baseline: `${ms(m)} (${baseline})`,
        budget: `≤ 110 % of the ${baseline}’s, or < 0.05 ms apart`,
        verdict: verdict(n <= m * 1.1 || n - m < 0.05),
      };
    });
  } finally {
    small.close();
    diary.close();
    scale.close();
  }
}
