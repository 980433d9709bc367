import type { Pool, PoolClient } from 'pg';
import { z } from 'zod';
import type { HubAccount, HubRole } from '../shared/group/accounts';
import { refusal } from '../server-kit/domainError';
import { hashPassword } from '../server-kit/passwords';

/**
 * Head office's users and what each may see (docs/venue-group.md#accounts). An owner sees every venue head
 * office knows; a manager or a viewer sees the venues chosen for them, and nothing else, through every
 * endpoint: the handlers pass `venuesOf(account)` to every query.
 */

const Row = z.object({
  username: z.string(),
  role: z.enum(['owner', 'manager', 'viewer']),
  venues: z.array(z.string()),
});

const ACCOUNTS_SQL = `
  SELECT u.username, u.role,
    CASE WHEN u.role = 'owner' THEN ARRAY(SELECT venue_id FROM venues ORDER BY venue_id)
      ELSE ARRAY(SELECT venue_id FROM hub_user_venues v WHERE v.username = u.username ORDER BY venue_id) END AS venues
  FROM hub_users u`;

const parsed = (rows: unknown[]): HubAccount[] => rows.map((r) => Row.parse(r));

const noSuchUser = () => refusal(404, 'NOT_FOUND', 'refusals.hub.noSuchUser');
const lastOwner = () => refusal(409, 'CONFLICT', 'refusals.hub.lastOwner');

/** The account a session belongs to, its venues read afresh (a change of role or venues counts at once). */
export async function accountOf(pool: Pool, username: string): Promise<HubAccount | null> {
  return parsed((await pool.query(`${ACCOUNTS_SQL} WHERE u.username = $1`, [username])).rows)[0] ?? null;
}

export async function listAccounts(pool: Pool): Promise<HubAccount[]> {
  return parsed((await pool.query(`${ACCOUNTS_SQL} ORDER BY u.username`)).rows);
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One change to the users at a time: "at least one owner" holds under concurrent removals.
    await client.query('LOCK TABLE hub_users IN SHARE ROW EXCLUSIVE MODE');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function setVenues(client: PoolClient, username: string, role: HubRole, venues: readonly string[]) {
  const chosen = [...new Set(venues)];
  if (role === 'owner' && chosen.length > 0) throw refusal(400, 'VALIDATION', 'refusals.hub.ownerVenues');
  const known = new Set(
    (await client.query('SELECT venue_id FROM venues WHERE venue_id = ANY($1::text[])', [chosen])).rows.map(
      (r: { venue_id: string }) => r.venue_id,
    ),
  );
  const unknown = chosen.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw refusal(404, 'NOT_FOUND', 'refusals.hub.unknownVenue', { venueId: unknown });
  await client.query('DELETE FROM hub_user_venues WHERE username = $1', [username]);
  await client.query('INSERT INTO hub_user_venues (username, venue_id) SELECT $1, unnest($2::text[])', [
    username,
    chosen,
  ]);
}

async function ownersBesides(client: PoolClient, username: string): Promise<number> {
  const res = await client.query(
    "SELECT count(*)::int AS n FROM hub_users WHERE role = 'owner' AND username <> $1",
    [username],
  );
  return z.object({ n: z.number() }).parse(res.rows[0]).n;
}

export async function addAccount(
  pool: Pool,
  user: { username: string; password: string; role: HubRole; venues: readonly string[] },
): Promise<HubAccount> {
  const hash = await hashPassword(user.password);
  await inTransaction(pool, async (client) => {
    const added = await client.query(
      'INSERT INTO hub_users (username, password_hash, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [user.username, hash, user.role],
    );
    if (!added.rowCount) throw refusal(409, 'CONFLICT', 'refusals.hub.usernameTaken');
    await setVenues(client, user.username, user.role, user.venues);
  });
  return (await accountOf(pool, user.username)) ?? { ...user, venues: [...user.venues] };
}

export async function setAccess(
  pool: Pool,
  username: string,
  access: { role: HubRole; venues: readonly string[] },
): Promise<HubAccount> {
  await inTransaction(pool, async (client) => {
    const found = await client.query('SELECT role FROM hub_users WHERE username = $1', [username]);
    if (!found.rowCount) throw noSuchUser();
    if (access.role !== 'owner' && (await ownersBesides(client, username)) === 0) throw lastOwner();
    await client.query('UPDATE hub_users SET role = $2 WHERE username = $1', [username, access.role]);
    await setVenues(client, username, access.role, access.venues);
  });
  const account = await accountOf(pool, username);
  if (!account) throw noSuchUser();
  return account;
}

/** Removes a user; their sessions go with them (the foreign key cascades). */
export async function removeAccount(pool: Pool, username: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const found = await client.query('SELECT role FROM hub_users WHERE username = $1', [username]);
    if (!found.rowCount) throw noSuchUser();
    if ((await ownersBesides(client, username)) === 0) throw lastOwner();
    await client.query('DELETE FROM hub_users WHERE username = $1', [username]);
  });
}
