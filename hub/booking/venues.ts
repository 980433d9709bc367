import type { Pool } from 'pg';
import { safeParse } from 'zod/v4/core';
import { VenueProfile, type GroupVenue } from '../../shared/group/booking';
import { OFFLINE_AFTER_MS, VenueId } from '../../shared/group/events';
import type { VenueAsker } from './ask';

/**
 * What the hub keeps of each venue for the group page: its public settings (name, town, phone, hours),
 * asked of the venue when its heartbeat arrives and at most once every `profileEveryMs`, so an offline venue
 * can still be named with its number.
 */
export interface VenueProfiles {
  /** Asks one venue for its public settings now and keeps them. */
  refresh(venueId: string): Promise<void>;
  /** Asks again unless asked within `profileEveryMs`; failures are logged. */
  refreshSoon(venueId: string): void;
  /** Asks every venue the hub knows. */
  refreshAll(): Promise<void>;
  /** The group page's list: every venue with a profile, and whether it is up. */
  list(): Promise<GroupVenue[]>;
  /** One venue's profile, or null for a venue the group does not have. */
  named(venueId: string): Promise<VenueProfile | null>;
}

export function venueProfiles(
  pool: Pool,
  asker: VenueAsker,
  options: { profileEveryMs: number; log: (line: string) => void },
): VenueProfiles {
  const asked = new Map<string, number>();

  async function refresh(venueId: string): Promise<void> {
    asked.set(venueId, Date.now());
    // Read leniently: a venue whose appliance predates the town setting is still listed.
    const answer = await asker.ask(venueId, 'profile', undefined, { reading: VenueProfile });
    if (answer.kind !== 'answer') return;
    await pool.query(
      `INSERT INTO venue_profiles (venue_id, profile, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (venue_id) DO UPDATE SET profile = excluded.profile, updated_at = now()`,
      [venueId, JSON.stringify(answer.body)],
    );
  }

  return {
    refresh,
    refreshSoon(venueId) {
      if (Date.now() - (asked.get(venueId) ?? 0) < options.profileEveryMs) return;
      refresh(venueId).catch((err: unknown) =>
        options.log(
          `Group booking: profile of ${venueId}: ${err instanceof Error ? err.message : String(err)}`,
        ),
      );
    },
    async refreshAll() {
      const res = await pool.query<{ venue_id: string }>('SELECT venue_id FROM venues');
      await Promise.all(res.rows.map((r) => refresh(r.venue_id)));
    },
    async list() {
      const res = await pool.query<{ venue_id: string; profile: unknown; online: boolean | null }>(
        `SELECT p.venue_id, p.profile,
                v.last_heartbeat_at > now() - make_interval(secs => $1) AS online
           FROM venue_profiles p LEFT JOIN venues v USING (venue_id)`,
        [OFFLINE_AFTER_MS / 1000],
      );
      const list: GroupVenue[] = [];
      for (const row of res.rows) {
        const p = safeParse(VenueProfile, row.profile);
        if (!p.success) continue;
        list.push({
          venueId: row.venue_id,
          businessName: p.data.businessName,
          town: p.data.town,
          contactPhone: p.data.contactPhone,
          currency: p.data.currency,
          timezone: p.data.timezone,
          operatingHours: p.data.operatingHours,
          confirmationsByEmail: p.data.confirmationsByEmail,
          online: row.online === true,
        });
      }
      return list.sort((a, b) => a.businessName.localeCompare(b.businessName));
    },
    async named(venueId) {
      if (!safeParse(VenueId, venueId).success) return null;
      const res = await pool.query<{ profile: unknown }>(
        'SELECT profile FROM venue_profiles WHERE venue_id = $1',
        [venueId],
      );
      const p = safeParse(VenueProfile, res.rows[0]?.profile);
      return p.success ? p.data : null;
    },
  };
}
