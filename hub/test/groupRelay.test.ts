import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GroupSettingsView } from '../../shared/api/group';
import type { TestServer } from '../../lan-server/test/harness';
import { startTestServer } from '../../lan-server/test/harness';
import { sleep, waitFor } from '../engines/ports';
import type { HubCore } from '../hub';
import {
  makeChanges,
  startEngines,
  startHub,
  startVenue,
  unsent,
  venueEvents,
  venuePassword,
  waitForEvents,
  type Engines,
} from './groupFixtures';
import { venueLine } from './venueLine';

/**
 * The venue's relay — the outbox's group channel — as head office and the venue's staff see it: a heartbeat
 * as soon as it is connected; while the hub cannot be reached, tries spaced out (250 ms doubling, up to
 * 30 s) rather than hammering it, Settings → Venue Group saying 'unreachable' with the reason and the events
 * queued, the venue working on; and once the line is back, the queue sent in order and Settings saying so.
 */
let engines: Engines;
let hub: HubCore;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  engines = await startEngines(['relay-a', 'relay-b']);
  hub = await startHub(engines);
}, 60_000);

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

afterAll(async () => {
  await hub?.stop();
  await engines?.close();
});

async function settings(t: TestServer): Promise<GroupSettingsView> {
  const res = await t.lan('/api/settings/group', { cookie: await t.signIn() });
  return GroupSettingsView.parse(await res.json());
}

describe('the venue’s relay', () => {
  it('tells head office the venue is up as soon as it is connected, with what it has queued', async () => {
    const t = await startVenue(engines, 'relay-a');
    cleanups.push(() => t.close());
    await waitFor(
      'a heartbeat from relay-a',
      async () =>
        (
          await hub.pool.query(
            "SELECT 1 FROM venues WHERE venue_id = 'relay-a' AND last_heartbeat_at IS NOT NULL AND queued = 0",
          )
        ).rowCount === 1,
      10_000,
    );
    expect(await settings(t)).toMatchObject({ state: 'connected', lastError: null, queued: 0 });
  });

  it('backs off while the hub is out of reach, says so in Settings, and sends the queue in order once it is back', async () => {
    const down = await venueLine(engines.nats.port);
    cleanups.push(() => down.close());
    const t = await startTestServer();
    cleanups.push(() => t.close());
    const admin = await t.signIn('admin');
    const joined = await t.lan('/api/settings/group', {
      method: 'PUT',
      cookie: admin,
      json: { hubUrl: down.url, venueId: 'relay-b', password: venuePassword('relay-b') },
    });
    expect(joined.status).toBe(200);
    await makeChanges(t, 10);
    // Tries at 0, 0.25, 0.75, 1.75 and 3.75 s (then 7.75, 15.75 …): a handful in four seconds, and new events
    // do not cut a wait short. Without the back-off there would be hundreds.
    await sleep(4_000);
    expect(down.tries()).toBeGreaterThanOrEqual(3);
    expect(down.tries()).toBeLessThanOrEqual(7);
    const waiting = await settings(t);
    expect(waiting).toMatchObject({ state: 'unreachable', queued: 10, lastSentAt: null });
    expect(waiting.lastError).not.toBeNull();
    expect(unsent(t)).toBe(10);

    down.restore();
    await waitForEvents(hub, 10, 'relay-b', 60_000);
    await waitFor('the queue sent', async () => unsent(t) === 0, 30_000);
    const stored = await hub.pool.query<{ event_id: string }>(
      'SELECT event_id FROM events WHERE venue_id = $1 ORDER BY stream_seq',
      ['relay-b'],
    );
    expect(stored.rows.map((r) => r.event_id)).toEqual(venueEvents(t).map((e) => e.eventId));
    expect(await settings(t)).toMatchObject({ state: 'connected', lastError: null, queued: 0 });
    expect((await settings(t)).lastSentAt).not.toBeNull();
  });
});
