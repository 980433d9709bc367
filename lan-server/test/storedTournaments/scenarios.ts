import type { Game } from '../../../shared/api/games';
import type { Tournament } from '../../../shared/api/tournaments';
import type { TestServer } from '../harness';
import { matchActions, nineDarterLeg, sendActions } from '../tournamentMatchFixtures';

/**
 * Tournaments of every format at many stages, made over the real HTTP door the way staff and tablets make
 * them: the venue the stored-tournaments fixture keeps. Everything here goes through the public contract
 * only, so the same steps mean the same thing to any version of the server; the clock moves a minute per
 * step so every instant is distinct and fixed.
 *
 * Players are named with their seed last ('A1', 'A2' …): the lower number is the favourite.
 */

export const STORED_CLOCK = '2026-06-10T12:00:00.000Z';

export interface Door {
  t: TestServer;
  cookie: string;
}

export async function send<T>(d: Door, path: string, method = 'GET', json?: unknown): Promise<T> {
  const res = await d.t.lan(path, { method, cookie: d.cookie, json });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  d.t.clock.advance(60_000);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const seedOf = (name: string | null): number => Number(/\d+$/.exec(name ?? '')?.[0] ?? 0);
const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

export const gamesOf = (d: Door, id: string) => send<Game[]>(d, `/api/games?tournamentId=${id}`);

/** The favourite wins 2-0, or 2-1 when `close`. */
export function favouriteLegs(g: Game, close = false): [number, number] {
  const homeWins = seedOf(g.home) < seedOf(g.away);
  const loser = close ? 1 : 0;
  return homeWins ? [2, loser] : [loser, 2];
}

export const result = (d: Door, g: Game, legs: [number, number]) =>
  send<Game>(d, `/api/games/${g.id}/result`, 'PUT', { legs });

const playable = (games: Game[]) => games.filter((g) => g.status === 'pending' && g.home && g.away);

/** Enters results for the next `count` playable games (the favourite winning), refreshing after each. */
async function playNext(d: Door, id: string, count: number, close = false): Promise<void> {
  for (let i = 0; i < count; i++) {
    const [next] = playable(await gamesOf(d, id));
    if (!next) return;
    await result(d, next, favouriteLegs(next, close && i % 2 === 0));
  }
}

async function groupKnockout(d: Door, name: string, players: string[], groupCount: number) {
  const made = await send<{ tournament: Tournament }>(d, '/api/tournaments/group-knockout', 'POST', {
    tournament: { name, gameMode: '501', groupCount, matchFormat: 'best_of_3' },
    players,
  });
  return made.tournament;
}

async function format(d: Door, name: string, body: Record<string, unknown>, start = true) {
  const t = await send<Tournament>(d, '/api/tournaments', 'POST', {
    name,
    gameMode: '501',
    matchFormat: 'best_of_3',
    duration: 2,
    selectedLanes: [5, 6],
    ...body,
  });
  return start ? send<Tournament>(d, `/api/tournaments/${t.id}/start`, 'POST') : t;
}

async function schedule(d: Door, id: string, gameId: string, laneId: number) {
  return send(d, `/api/tournaments/${id}/schedule-matches`, 'POST', {
    matches: [{ gameId, laneId, scheduledTime: new Date(d.t.clock.now()).toISOString() }],
  });
}

const advance = (d: Door, id: string) => send(d, `/api/tournaments/${id}/advance-groups`, 'POST');

/** Every group game played, the favourite winning (some 2-1). */
async function playGroups(d: Door, id: string): Promise<void> {
  const games = (await gamesOf(d, id)).filter((g) => g.stage === 'group');
  for (const [i, g] of games.entries()) await result(d, g, favouriteLegs(g, i % 3 === 0));
}

/** Plays a tournament to its end: draws a group knockout's knockout once its groups are done. */
async function playOut(d: Door, id: string): Promise<void> {
  for (let step = 0; step < 200; step++) {
    const t = await send<Tournament>(d, `/api/tournaments/${id}`);
    if (t.status === 'completed') return;
    const [next] = playable(await gamesOf(d, id));
    if (next) await result(d, next, favouriteLegs(next, step % 4 === 1));
    else await advance(d, id);
  }
  throw new Error('never finished');
}

export async function storeTournaments(d: Door): Promise<void> {
  // Group knockout, drawn on the manager's form.
  await groupKnockout(d, 'GK setup', names('A', 8), 2);

  const underWay = await groupKnockout(d, 'GK groups under way', names('B', 16), 4);
  await playNext(d, underWay.id, 10, true);
  const [firstB] = (await gamesOf(d, underWay.id)).filter((g) => g.status === 'completed');
  const firstLegs = firstB.scores.legs as [number, number];
  await result(d, firstB, firstLegs[0] > firstLegs[1] ? [1, 2] : [2, 1]);

  const groupsDone = await groupKnockout(d, 'GK groups done', names('C', 9), 3);
  await playGroups(d, groupsDone.id);

  const byes = await groupKnockout(d, 'GK byes', names('D', 9), 3);
  await playGroups(d, byes.id);
  await advance(d, byes.id);
  await playNext(d, byes.id, 1);

  const onLane = await groupKnockout(d, 'GK live on a lane', names('E', 6), 2);
  await playGroups(d, onLane.id);
  await advance(d, onLane.id);
  const [sf1, sf2] = (await gamesOf(d, onLane.id)).filter((g) => g.stage === 'semi');
  await schedule(d, onLane.id, sf1.id, 2);
  await sendActions(d.t, d.cookie, 2, [...nineDarterLeg(0), { type: 'nextLeg' }]);
  await result(d, sf2, favouriteLegs(sf2));

  const champion = await groupKnockout(d, 'GK champion', names('F', 16), 4);
  await playGroups(d, champion.id);
  await advance(d, champion.id);
  const [qf1] = (await gamesOf(d, champion.id)).filter((g) => g.stage === 'quarter');
  const wrong = favouriteLegs(qf1);
  await result(d, qf1, [wrong[1], wrong[0]]);
  await result(d, qf1, wrong);
  await playOut(d, champion.id);
  const [final] = (await gamesOf(d, champion.id)).filter((g) => g.stage === 'final');
  await result(d, final, favouriteLegs(final, true));

  const takenOff = await groupKnockout(d, 'GK taken off a lane', names('G', 6), 2);
  const [firstG] = await gamesOf(d, takenOff.id);
  await schedule(d, takenOff.id, firstG.id, 4);
  await sendActions(d.t, d.cookie, 4, nineDarterLeg(0).slice(0, 5));
  await send(d, `/api/games/${firstG.id}/take-off-lane`, 'POST');

  // Group knockout chosen on the tournaments page's form (no groups drawn there), then started.
  await format(d, 'GK from the tournaments page', { type: 'group_knockout', players: names('H', 6) });

  // Single elimination.
  await format(d, 'SE setup', { type: 'single_elimination', players: names('I', 5) }, false);
  const se = await format(d, 'SE under way', { type: 'single_elimination', players: names('J', 7) });
  await playNext(d, se.id, 2);
  const [j1] = (await gamesOf(d, se.id)).filter((g) => g.status === 'completed');
  await result(d, j1, [favouriteLegs(j1)[1], favouriteLegs(j1)[0]]);
  const seDone = await format(d, 'SE champion', { type: 'single_elimination', players: names('K', 4) });
  await playOut(d, seDone.id);

  const seLanes = await format(d, 'SE on the lanes', { type: 'single_elimination', players: names('L', 4) });
  const [l1, l2] = await gamesOf(d, seLanes.id);
  await schedule(d, seLanes.id, l1.id, 1);
  await sendActions(d.t, d.cookie, 1, matchActions([0, 0]));
  await schedule(d, seLanes.id, l2.id, 3);
  await sendActions(d.t, d.cookie, 3, nineDarterLeg(1).slice(0, 7));

  // Double elimination.
  const de = await format(d, 'DE under way', { type: 'double_elimination', players: names('M', 6) });
  await playNext(d, de.id, 6, true);
  const deReset = await format(d, 'DE champion after a reset', {
    type: 'double_elimination',
    players: names('N', 4),
  });
  for (let step = 0; step < 20; step++) {
    const [next] = playable(await gamesOf(d, deReset.id));
    if (!next) break;
    // The losers' champion takes the grand final, so the reset is played; the favourite wins the rest.
    const upset = next.stage === 'grand_final' && next.roundNumber === 1;
    const legs = favouriteLegs(next);
    await result(d, next, upset ? [legs[1], legs[0]] : legs);
  }
  const deNoReset = await format(d, 'DE without a reset', {
    type: 'double_elimination',
    players: names('O', 4),
    grandFinalReset: false,
  });
  await playOut(d, deNoReset.id);

  // Round robin.
  const rr = await format(d, 'RR under way', { type: 'round_robin', players: names('P', 5) });
  await playNext(d, rr.id, 4, true);
  const rrDone = await format(d, 'RR champion', { type: 'round_robin', players: names('Q', 4) });
  await playOut(d, rrDone.id);

  // Swiss.
  const swiss = await format(d, 'Swiss under way', { type: 'swiss', players: names('R', 7), swissRounds: 3 });
  await playNext(d, swiss.id, 3);
  const [r1] = (await gamesOf(d, swiss.id)).filter((g) => g.status === 'completed');
  await result(d, r1, [favouriteLegs(r1)[1], favouriteLegs(r1)[0]]);
  await playNext(d, swiss.id, 1);
  const swissDone = await format(d, 'Swiss champion', {
    type: 'swiss',
    players: names('S', 4),
    swissRounds: 2,
  });
  await playOut(d, swissDone.id);

  // A Swiss set up with its rounds, then changed to a round robin before it started.
  const changed = await format(
    d,
    'Swiss changed to RR',
    { type: 'swiss', players: names('T', 4), swissRounds: 2 },
    false,
  );
  await send(d, `/api/tournaments/${changed.id}`, 'PUT', {
    name: changed.name,
    type: 'round_robin',
    gameMode: '501',
    matchFormat: 'best_of_5',
    duration: 2,
    selectedLanes: [5, 6],
    players: names('T', 4),
  });
}
