import fc from 'fast-check';
import { anyValue, FIELD_NAMES } from './arbitraries';

/**
 * A valid request per known route, which the fuzzer mutates (one field replaced, dropped or added), so that
 * most requests get past the schema into the services' own rules and writes — where a missing transaction or
 * an unhandled case would show. A route without an example is still fuzzed with random bodies.
 * Times are around the test clock's default day (2026-06-10, 12:00 UTC).
 */
const booking = {
  laneId: 3,
  customerName: 'Fuzz Customer',
  playerCount: 2,
  reservedTime: '2026-06-11T14:00:00.000Z',
  duration: 60,
  prepaidAmount: '0.00',
  contactInfo: '07700 900001',
  emailAddress: 'fuzz@example.com',
};
const tournament = {
  name: 'Fuzz Cup',
  type: 'single_elimination',
  gameMode: '501',
  matchFormat: 'best_of_3',
  duration: 2,
  selectedLanes: [3, 4],
  players: ['Ann', 'Bob', 'Cat', 'Dan'],
  scheduledDate: '2026-06-12T18:00:00.000Z',
};

export const EXAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  'post /api/auth/login': { username: 'staff', password: 'not-the-password' },
  'post /api/reservations': booking,
  'post /api/reservations/override': { ...booking, isStaffOverride: true, overrideReason: 'Regulars' },
  'put /api/reservations/:id': { ...booking, reservedTime: '2026-06-11T16:00:00.000Z' },
  'post /api/lanes/:id/start': { players: ['Ann', 'Bob'], duration: 1, gameMode: '501', sets: 1, legs: 1 },
  'post /api/lanes/:id/score': { gameId: 'g', score: 60, player: 0 },
  'post /api/lanes/:id/update-game-mode': { gameId: 'g', gameMode: '301' },
  'post /api/lanes/:id/activate-reservation': {},
  'put /api/lanes/:id': { name: 'The Oche' },
  'post /api/tournaments': tournament,
  'put /api/tournaments/:id': { ...tournament, name: 'Fuzz Cup II' },
  'post /api/tournaments/group-knockout': {
    tournament: { ...tournament, type: 'group_knockout', groupCount: 2, playersPerGroup: 3, duration: 3 },
    players: ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
  },
  'post /api/tournaments/:id/schedule-matches': {
    matches: [{ gameId: 'g', laneId: 3, scheduledTime: '2026-06-10T13:00:00.000Z' }],
  },
  'put /api/games/:id/result': { winner: 'P1', legs: [2, 1], scores: { legs: [2, 1] } },
  'post /api/devices/pairing-codes': { laneId: 3 },
  'post /api/devices/redeem': { code: '123456' },
  'put /api/settings': {
    currency: 'GBP',
    defaultHourlyRate: '15.00',
    laneRates: { '1': '18.00' },
    businessName: 'Fuzz Darts',
    town: 'Leeds',
    contactPhone: '0113 496 0000',
    timezone: 'Europe/London',
    contactRetentionMonths: 24,
  },
  'put /api/lanes/:id/leaderboard-hidden': { gameId: 'g', player: 0, hidden: true },
  'post /api/lanes/:id/match-start': { gameId: 'g', hideFromLeaderboard: [false, true] },
  'put /api/settings/leaderboard': { leaderboardEnabled: false },
  'post /api/privacy/erase': { email: 'someone.else@example.com' },
  'post /api/privacy/export': { phone: '07700 900777' },
  'put /api/users/:username/password': { password: 'a long fuzzed password' },
};

export const EXAMPLE_QUERIES: Record<string, Record<string, string>> = {
  'get /api/public/availability': { date: '2026-06-11', duration: '60' },
};

/** The example itself, or with one field replaced by a random value, dropped, or a stray field added. */
export function mutations<T extends Record<string, unknown>>(
  example: T,
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  if (keys.length === 0) return fc.constant(example);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    fc.constant<Record<string, unknown>>(example),
    fc.tuple(key, value).map(([k, v]) => ({ ...example, [k]: v })),
    key.map((k) => Object.fromEntries(Object.entries(example).filter(([name]) => name !== k))),
    fc
      .tuple(fc.constantFrom(...FIELD_NAMES), anyValue)
      .map(([k, v]) => JSON.parse(JSON.stringify({ ...example, [k]: v })) as Record<string, unknown>),
  );
}
