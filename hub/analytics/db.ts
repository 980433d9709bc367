import type { ClientBase, Pool } from 'pg';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../../shared/api/settings';

/** Where a figure is read from: the pool, or a client inside the caller's transaction. */
export type Db = Pool | ClientBase;

/**
 * The venues a caller may see. Every analytics query takes this list and reads no other venue's rows, so a
 * manager limited to chosen venues gets those venues' figures only, whatever they ask for (the server passes
 * the list from the person's account; an owner's is every venue).
 */
export type AllowedVenues = readonly string[];

export const num = z.coerce.number();

/** The venues among `allowed` head office has heard of, in id order. */
export async function visibleVenues(
  db: Db,
  allowed: AllowedVenues,
): Promise<{ venueId: string; name: string; currency: Currency; timezone: string }[]> {
  const rows = (
    await db.query(
      'SELECT venue_id, name, currency, timezone FROM venues WHERE venue_id = ANY($1::text[]) ORDER BY venue_id',
      [allowed],
    )
  ).rows as unknown[];
  return rows.map((r) => {
    const row = z
      .object({
        venue_id: z.string(),
        name: z.string(),
        currency: z.enum(CURRENCIES),
        timezone: z.string(),
      })
      .parse(r);
    return {
      venueId: row.venue_id,
      name: row.name || row.venue_id,
      currency: row.currency,
      timezone: row.timezone,
    };
  });
}

/** Every venue head office has heard of: an owner's list. */
export async function allVenueIds(db: Db): Promise<string[]> {
  const rows = (await db.query('SELECT venue_id FROM venues ORDER BY venue_id')).rows as unknown[];
  return rows.map((r) => z.object({ venue_id: z.string() }).parse(r).venue_id);
}
