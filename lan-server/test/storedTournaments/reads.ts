import type { Game } from '../../../shared/api/games';
import type { Tournament } from '../../../shared/api/tournaments';
import { favouriteLegs, send, seedOf, type Door } from './scenarios';

/**
 * What anyone can read of the stored tournaments — the TV's reads without a session, staff's with one, the
 * export file, the lanes and the venue TV that name the matches on them — keyed by request, and what the
 * next step of each tournament answers and leaves behind. The fixture keeps both as an older version of
 * the server gave them; the test asks a server of today the same and expects the same.
 */

export interface Answer {
  status: number;
  body: unknown;
}

async function answer(
  d: Door,
  path: string,
  init: { method?: string; json?: unknown; staff?: boolean } = {},
) {
  const res = await d.t.lan(path, {
    method: init.method ?? 'GET',
    json: init.json,
    cookie: init.staff === false ? undefined : d.cookie,
  });
  const type = res.headers.get('content-type') ?? '';
  const body: unknown =
    res.status === 204 ? null : type.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body };
}

export async function readEverything(d: Door): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  const read = async (path: string, staff = false) => {
    out[`${staff ? 'staff' : 'tv'} ${path}`] = await answer(d, path, { staff });
  };
  await read('/api/tournaments');
  await read('/api/tournaments?before=2030-01-01T00:00:00.000Z&limit=200');
  await read('/api/games');
  await read('/api/games', true);
  await read('/api/tv/venue');
  await read('/api/lanes', true);
  for (const lane of [1, 2, 3, 4]) await read(`/api/lanes/${lane}/game`, true);
  const list = (
    out['tv /api/tournaments?before=2030-01-01T00:00:00.000Z&limit=200'].body as Tournament[]
  ).concat(out['tv /api/tournaments'].body as Tournament[]);
  const ids = [...new Set(list.map((t) => t.id))].sort();
  for (const id of ids) {
    await read(`/api/tournaments/${id}`);
    await read(`/api/tournaments/${id}/groups`);
    await read(`/api/tournaments/${id}/knockout`);
    await read(`/api/games?tournamentId=${id}`);
    await read(`/api/tournaments/${id}/export`, true);
  }
  return out;
}

/**
 * One more step of every stored tournament, as staff would take it next: start one in setup, draw a group
 * knockout's knockout once its groups are done, else enter the next result (the favourite 2-1), and for a
 * completed one correct its last result's legs. Each step's answer is kept, then everything is read again.
 */
export async function continueEach(d: Door): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  const all = (await send<Tournament[]>(d, '/api/tournaments?limit=200')).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const t of all) {
    const games = await send<Game[]>(d, `/api/games?tournamentId=${t.id}`);
    const next = games.find((g) => g.status === 'pending' && g.home && g.away);
    let step: { path: string; method: string; json?: unknown };
    if (t.status === 'setup' && games.length === 0)
      step = { path: `/api/tournaments/${t.id}/start`, method: 'POST' };
    else if (t.status === 'completed') {
      const last = [...games].sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))[0];
      const legs = favouriteLegs(last, true);
      step = { path: `/api/games/${last.id}/result`, method: 'PUT', json: { legs } };
    } else if (next) {
      const legs: [number, number] = seedOf(next.home) < seedOf(next.away) ? [2, 1] : [1, 2];
      step = { path: `/api/games/${next.id}/result`, method: 'PUT', json: { legs } };
    } else step = { path: `/api/tournaments/${t.id}/advance-groups`, method: 'POST' };
    out[`${t.name}: ${step.method} ${step.path.replace(t.id, ':id')}`] = await answer(d, step.path, step);
    d.t.clock.advance(60_000);
  }
  return { ...out, ...(await readEverything(d)) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Game ids the step created are random: each is named by what it is instead (its tournament, stage, round
 * and group), so two servers that made the same game compare equal. Any value, object key or text that
 * holds such an id is rewritten.
 */
export function nameNewGames(
  reads: Record<string, Answer>,
  known: ReadonlySet<string>,
): Record<string, Answer> {
  const games = new Map<string, Game>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const g = value as Partial<Game>;
      if (typeof g.id === 'string' && typeof g.roundNumber === 'number' && 'tournamentId' in g)
        games.set(g.id, g as Game);
      Object.values(value).forEach(walk);
    }
  };
  walk(reads);
  const names = new Map<string, string>();
  for (const [id, g] of games)
    if (!known.has(id) && UUID.test(id))
      names.set(id, `new game ${g.tournamentId ?? ''} ${g.stage ?? ''} ${g.groupId ?? ''} ${g.roundNumber}`);
  let text = JSON.stringify(reads);
  for (const [id, name] of names) text = text.split(id).join(name);
  return JSON.parse(text) as Record<string, Answer>;
}
