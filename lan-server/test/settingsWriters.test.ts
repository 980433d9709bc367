import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/api/settings';
import type { VenueView } from '../../shared/api/venue';
import { openSocket, startTestServer, type TestServer } from './harness';

let t: TestServer;
afterEach(async () => t?.close());

const isVenue = (m: Record<string, unknown>) => m.type === 'venue_updated';

/**
 * One writer per setting: whichever endpoint changes the venue's name or its leaderboard, the TV's venue
 * view follows at once (services/settings.ts saveSettings).
 */
describe('a setting the TV shows, changed through any endpoint', () => {
  it('PUT /api/settings with a new venue name republishes the venue view', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
    const { id: _id, ...form } = settings;
    const res = await t.lan('/api/settings', {
      method: 'PUT',
      cookie,
      json: { ...form, businessName: 'The Oche Friday Club' },
    });
    expect(res.status).toBe(200);
    const message = await tv.waitFor<{ view: VenueView }>(
      (m) => isVenue(m) && (m.view as VenueView).venueName === 'The Oche Friday Club',
    );
    expect(message.view.venueName).toBe('The Oche Friday Club');
    tv.close();
  });

  it('the leaderboard turned off through PUT /api/settings leaves the TV as the toggle does', async () => {
    t = await startTestServer();
    const cookie = await t.signIn();
    const tv = await openSocket(t.server.lanUrl);
    const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
    const { id: _id, ...form } = settings;
    expect(settings.leaderboardEnabled).toBe(true);
    await t.lan('/api/settings', { method: 'PUT', cookie, json: { ...form, leaderboardEnabled: false } });
    const off = await tv.waitFor<{ view: VenueView }>(
      (m) => isVenue(m) && (m.view as VenueView).leaderboard === null,
    );
    expect(off.view.leaderboard).toBeNull();
    await t.lan('/api/settings/leaderboard', { method: 'PUT', cookie, json: { leaderboardEnabled: true } });
    await tv.waitFor((m) => isVenue(m) && (m.view as VenueView).leaderboard !== null);
    tv.close();
  });
});
