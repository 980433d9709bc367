import type { AppContext } from '../context';
import { stmt } from '../db/sql';

/**
 * Remembers read answers that depend only on the database and the clock, for as long as neither changes:
 * until the next write on the server's connection (SQLite's total_changes(), which every INSERT, UPDATE
 * and DELETE moves) or the next second of the server's clock. Fifty tablets and desks asking for the lanes
 * in the same second then cost one computation, and a write is seen by the very next read.
 *
 * Only for answers that are the same for every caller (no per-user data) and that a caller never mutates.
 */
interface Generation {
  changes: number;
  second: number;
  answers: Map<string, unknown>;
}

const generations = new WeakMap<AppContext['db'], Generation>();

/** SQLite's total_changes() for this connection: one plucked value, the statement prepared once. */
function totalChanges(db: AppContext['db']): number {
  return stmt(db, 'SELECT total_changes()').pluck().get() as number;
}
/** A day's availability per duration is a handful of keys; this bounds a flood of distinct dates. */
const MAX_ANSWERS = 500;

export function rememberedRead<T>(ctx: AppContext, key: string, compute: () => T): T {
  const changes = totalChanges(ctx.db);
  const second = Math.floor(ctx.now().getTime() / 1000);
  let generation = generations.get(ctx.db);
  if (!generation || generation.changes !== changes || generation.second !== second) {
    generation = { changes, second, answers: new Map() };
    generations.set(ctx.db, generation);
  }
  if (generation.answers.has(key)) return generation.answers.get(key) as T;
  const answer = compute();
  if (generation.answers.size >= MAX_ANSWERS) generation.answers.clear();
  generation.answers.set(key, answer);
  return answer;
}

/**
 * The same, remembering the answer as encoded JSON, for the big answers many screens poll (the
 * availability grid is ~25 KB): serialising and encoding it was most of what a remembered read still cost.
 */
export function rememberedJson(ctx: AppContext, key: string, compute: () => unknown): Buffer {
  return rememberedRead(ctx, `json|${key}`, () => Buffer.from(JSON.stringify(compute())));
}
