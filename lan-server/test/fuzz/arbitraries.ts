import fc from 'fast-check';

/**
 * Random requests for the endpoint fuzzer. Routes do not expose their schemas, so bodies are built from the
 * field names the API uses with values of every type, plus wholly random JSON and bytes that are not JSON at
 * all: enough to get past "not an object" into each schema's field checks and the services.
 */
export const FIELD_NAMES = [
  'id',
  'laneId',
  'customerName',
  'playerCount',
  'reservedTime',
  'duration',
  'prepaidAmount',
  'contactInfo',
  'emailAddress',
  'isStaffOverride',
  'overrideReason',
  'status',
  'players',
  'gameMode',
  'sets',
  'legs',
  'score',
  'player',
  'action',
  'version',
  'actionId',
  'name',
  'type',
  'matchFormat',
  'selectedLanes',
  'scheduledDate',
  'groupCount',
  'playersPerGroup',
  'tournament',
  'matches',
  'gameId',
  'scheduledTime',
  'winner',
  'scores',
  'reservationId',
  'username',
  'password',
  'currency',
  'defaultHourlyRate',
  'laneRates',
  'businessName',
  'town',
  'contactPhone',
  'timezone',
  'operatingHours',
  'code',
  'deviceName',
  'section',
  'multiplier',
  '__proto__',
  'constructor',
] as const;

/** Values that sit on the edges the schemas and services must handle. */
const edgy = fc.constantFrom<unknown>(
  0,
  -1,
  1,
  2,
  4,
  10,
  60,
  180,
  181,
  1e308,
  -0,
  0.5,
  3.5,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '0',
  '1',
  'NaN',
  '2026-06-10T18:00:00.000Z',
  '2026-06-10',
  '2026-13-45T99:99:99Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '501',
  'Cricket',
  'group_knockout',
  'best_of_3',
  'staff',
  'admin',
  'GBP',
  'Europe/London',
  'Mars/Olympus',
  '15.00',
  '-1.00',
  '1e9',
  'x'.repeat(5000),
  '\u0000',
  '<script>alert(1)</script>',
  "'; DROP TABLE lanes;--",
  null,
  true,
  false,
  [],
  {},
  ['Ann', 'Bob'],
  [''],
  [1, 2],
  { type: 'dart', section: 20, multiplier: 3 },
  { legs: [2, 1] },
  { monday: { start: '09:00', end: '23:00', closed: false } },
);

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: edgy },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

const fieldBody = fc.dictionary(fc.constantFrom(...FIELD_NAMES), anyValue, { maxKeys: 8 });

/** A body as sent: JSON text (valid or not) with a content type, or nothing. */
export interface FuzzBody {
  text?: string;
  contentType?: string;
}

export const bodyArb: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<FuzzBody>({}) },
  {
    weight: 5,
    arbitrary: fieldBody.map((b) => ({ text: JSON.stringify(b), contentType: 'application/json' })),
  },
  {
    weight: 2,
    arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({
      text: JSON.stringify(v),
      contentType: 'application/json',
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{', '{"a":', 'null', '[]', '"x"', '1', 'true', '{"__proto__":{"admin":true}}', '\u0000')
      .map((text) => ({ text, contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      text: fc.string({ maxLength: 40 }),
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=latin1',
      ),
    }),
  },
);

/** Path parameter values: real-looking ids, numbers at the edges, and text that should be refused cleanly. */
export const paramArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -2, max: 12 }).map(String),
  fc.constantFrom('0', '999999999999999999999', '1.5', '1e3', 'NaN', 'null', 'undefined', '%00', '..', ' 1'),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/** Query strings: the keys the API reads (date, duration, ...) and random ones, with random values. */
export const queryArb: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.oneof(
    fc.constantFrom('date', 'duration', 'from', 'to', 'status', 'laneId', 'month'),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(
    fc.constantFrom('2026-06-11', '2026-02-30', '60', '45', '-60', '1e9', '', 'x'),
    fc.string({ maxLength: 20 }),
  ),
  { maxKeys: 3 },
);

/** Fills a route path's `:params` with generated values, URL-encoded. */
export function fillPath(path: string, values: readonly string[]): string {
  let i = 0;
  return path.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(values[i++] ?? '1'));
}

export function paramCount(path: string): number {
  return (path.match(/:[A-Za-z0-9_]+/g) ?? []).length;
}

/**
 * Percent-escapes no decoder accepts: a lone or doubled %, non-hex digits, an escape cut short, and bytes
 * that are not UTF-8 (a stray continuation byte, an overlong lead, a sequence cut off).
 */
export const malformedEscapeArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%', '%%', '%zz', '%2', '%G1', '%u0041', '%FF', '%C3%28', '%E0%A4%A', '%80', '%ED%A0%80'),
  fc
    .string({ unit: fc.constantFrom('g', 'h', 'z', 'Q', '%', '-'), minLength: 1, maxLength: 3 })
    .map((s) => `%${s}`),
);

/** Places a malformed escape into a path: in place of a param, or as a last segment for paths without one. */
export function pathWithBrokenEscape(path: string, escape: string, where: 'param' | 'suffix'): string {
  if (where === 'param' && paramCount(path) > 0) {
    let first = true;
    return path.replace(/:([A-Za-z0-9_]+)/g, () => {
      const value = first ? `1${escape}` : '1';
      first = false;
      return value;
    });
  }
  return `${path.replace(/\/$/, '')}/${escape}`;
}

/** Page paths of both doors (the app's routes, the TV's, the booking page's, assets) for the same tricks. */
export const PAGE_PATHS = [
  '/',
  '/dashboard',
  '/settings',
  '/tv/scoreboard',
  '/tv/venue',
  '/player-interface/3',
  '/customer-booking',
  '/cancel-booking',
  '/assets',
  '/tv/assets',
  '/healthz',
  '/ws',
] as const;
