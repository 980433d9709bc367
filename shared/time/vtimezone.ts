import { DateTime, IANAZone } from 'luxon';

/**
 * A VTIMEZONE block (RFC 5545 §3.6.5) for an IANA zone, so a calendar file's `DTSTART;TZID=Europe/London`
 * means the same instant in every calendar program, including ones that do not know IANA names.
 *
 * Rather than guess the zone's rule (RRULE), it lists the zone's actual offset changes in the 400 days
 * either side of the month of `around` (the booking), found from the platform's time-zone data through luxon: the
 * change in force at the booking and the next ones are always there, and a list of real changes cannot be
 * wrong the way a hand-written rule could. A zone without changes gets one STANDARD observance.
 */
export function vtimezone(zone: string, around: Date): string {
  // Keyed by zone and the booking's month: the block is the same for every booking of that month, and
  // finding a zone's changes costs ~25 ms of Intl look-ups — paid once, not per message.
  const monthStart = Date.UTC(around.getUTCFullYear(), around.getUTCMonth(), 1);
  const key = `${zone}|${monthStart}`;
  const known = remembered.get(key);
  if (known !== undefined) return known;
  const block = buildVtimezone(zone, monthStart);
  if (remembered.size >= 100) remembered.clear();
  remembered.set(key, block);
  return block;
}

const remembered = new Map<string, string>();

function buildVtimezone(zone: string, monthStart: number): string {
  const tz = IANAZone.create(zone);
  const from = monthStart - SPAN;
  const to = monthStart + SPAN + 31 * DAY;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const changes = offsetChanges(tz, from, to);
  if (changes.length === 0) {
    const offset = tz.offset(from);
    lines.push(...observance('STANDARD', '19700101T000000', offset, offset, tz.offsetName(from, shortName)));
  }
  for (const at of changes) {
    const before = tz.offset(at - 1);
    const after = tz.offset(at);
    const kind = DateTime.fromMillis(at, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD';
    const localStart = DateTime.fromMillis(at, { zone: 'utc' })
      .plus({ minutes: before })
      .toFormat("yyyyMMdd'T'HHmmss");
    lines.push(...observance(kind, localStart, before, after, tz.offsetName(at, shortName)));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

const shortName = { format: 'short', locale: 'en-GB' } as const;

function observance(kind: string, start: string, from: number, to: number, name: string | null): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    `END:${kind}`,
  ];
}

/** Minutes east of UTC as RFC 5545 writes them: +0100, -0430. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SPAN = 400 * DAY;
/**
 * No zone changes its offset twice within a week (Morocco's Ramadan pause, the closest, lasts about a
 * month), so looking once a week misses none and keeps this to ~250 offset look-ups per message.
 */
const STEP = 7 * DAY;

/** Every instant in [from, to) at which the zone's offset changes, to the minute. */
function offsetChanges(tz: IANAZone, from: number, to: number): number[] {
  const found: number[] = [];
  for (let t = from; t < to; t += STEP) {
    if (tz.offset(t) === tz.offset(t + STEP)) continue;
    let lo = t;
    let hi = t + STEP;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (tz.offset(mid) === tz.offset(lo)) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}
