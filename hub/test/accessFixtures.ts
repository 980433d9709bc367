import { DateTime } from 'luxon';
import type { HubCore } from '../hub';
import { storeMessages } from '../ingest';
import { asDelivered, venueStory, type TestVenue } from './analyticsFixtures';

/** Three venues' last weeks of trade, each with a leaderboard, tournaments, a dropped message and a stale link. */
export const MINE = 'mine';
export const OTHERS = ['other-one', 'other-two'] as const;
export const VENUES: TestVenue[] = [
  { venueId: MINE, zone: 'Europe/London', currency: 'GBP' },
  { venueId: OTHERS[0], zone: 'Europe/Paris', currency: 'EUR' },
  { venueId: OTHERS[1], zone: 'America/New_York', currency: 'USD' },
];
export const NAMES: Record<string, string> = {
  [MINE]: 'Mine Darts',
  [OTHERS[0]]: 'Elsewhere Paris',
  [OTHERS[1]]: 'Elsewhere Brooklyn',
};

/** Every text that would show another venue's data: its id, its name, its players' names. */
export const OTHER_TEXTS = OTHERS.flatMap((id) => [id, NAMES[id] ?? id, `Player of ${id}`]);

export async function storeThreeVenues(hub: HubCore): Promise<void> {
  const first = DateTime.utc().minus({ days: 40 }).toISODate() ?? '2026-01-01';
  for (const [i, venue] of VENUES.entries()) {
    const story = venueStory(venue, first, 40, 11 + i);
    const client = await hub.pool.connect();
    try {
      await client.query('BEGIN');
      await storeMessages(client, asDelivered(story.messages));
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await hub.pool.query('UPDATE venues SET name = $2 WHERE venue_id = $1', [
      venue.venueId,
      NAMES[venue.venueId],
    ]);
    await hub.pool.query(
      `INSERT INTO leaderboard_entries (event_id, place, venue_id, lane_number, name, highest_checkout, one_eighties, average, finished_at)
       VALUES (gen_random_uuid(), 1, $1, 1, $2, 120, 3, 55.5, now())`,
      [venue.venueId, `Player of ${venue.venueId}`],
    );
    await hub.pool.query(
      `INSERT INTO dropped_messages (subject, reason, venue_id) VALUES ($1, 'body names venue elsewhere', $2)`,
      [`group.${venue.venueId}.booking_created`, venue.venueId],
    );
  }
}
