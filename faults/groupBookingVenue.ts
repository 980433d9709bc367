import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DATABASE_FILE } from '../lan-server/db/open';
import { ADMIN_PASSWORD, startServerProcess, type ServerProcess } from '../bench/support/serverProcess';
import { signIn } from '../bench/support/http';
import { venuePassword } from '../hub/test/groupFixtures';

/** A venue of the group as the fault tests run it: the real built appliance in a child process. */
export interface VenueSetup {
  dataDir: string;
  venueId: string;
  name: string;
  phone: string;
  /** Where the appliance dials the hub's nats-server (directly, or through a relay). */
  hubUrl: string;
}

/** Starts the appliance on `dataDir`; the first time (`join`), names it and joins it to the group. */
export async function startVenueProcess(venue: VenueSetup, join: boolean): Promise<ServerProcess> {
  const server = await startServerProcess({ dataDir: venue.dataDir });
  if (!join) return server;
  const admin = await signIn(server.lanUrl, 'admin', ADMIN_PASSWORD);
  const send = (path: string, json: unknown) =>
    fetch(server.lanUrl + path, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  const current = (await (
    await fetch(`${server.lanUrl}/api/settings`, { headers: { cookie: admin } })
  ).json()) as Record<string, unknown>;
  const { id: _id, ...settings } = current;
  expect(
    (await send('/api/settings', { ...settings, businessName: venue.name, contactPhone: venue.phone }))
      .status,
  ).toBe(200);
  const res = await send('/api/settings/group', {
    hubUrl: venue.hubUrl,
    venueId: venue.venueId,
    password: venuePassword(venue.venueId),
  });
  expect(res.status).toBe(200);
  return server;
}

/** Reads the venue's database (WAL: alongside the running appliance, or after it died). */
export function readVenue<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** What the venue holds for the customers whose names start with a prefix ('Held2 Customer ', 'Guest '). */
export interface VenueBookings {
  /** Bookings made: active reservations. */
  made: Set<string>;
  /** Holds the hub has not yet confirmed or withdrawn (none once everything has settled). */
  held: number;
  /** Confirmation e-mails queued in the venue's outbox for those bookings. */
  mailed: Set<string>;
}

/** How many holds the venue has made and seen withdrawn, all customers together. */
export function withdrawnHolds(dataDir: string): number {
  return readVenue(
    dataDir,
    (db) =>
      (
        db
          .prepare(
            "SELECT COUNT(*) AS n FROM group_holds WHERE state = 'withdrawn' AND reservation_id IS NOT NULL",
          )
          .get() as { n: number }
      ).n,
  );
}

export function venueBookings(dataDir: string, namePrefix: string): VenueBookings {
  return readVenue(dataDir, (db) => {
    const like = `${namePrefix}%`;
    const ids = (sql: string) => new Set((db.prepare(sql).all(like) as { id: string }[]).map((r) => r.id));
    return {
      made: ids(`SELECT id FROM reservations WHERE status = 'active' AND customer_name LIKE ?`),
      held: (
        db
          .prepare(`SELECT COUNT(*) AS n FROM reservations WHERE status = 'held' AND customer_name LIKE ?`)
          .get(like) as { n: number }
      ).n,
      mailed: ids(
        `SELECT o.reservation_id AS id FROM outbox o JOIN reservations r ON r.id = o.reservation_id
          WHERE o.kind = 'booking_confirmation' AND r.customer_name LIKE ?`,
      ),
    };
  });
}
