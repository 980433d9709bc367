import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { HeadOffice } from '../../shared/group/figures';
import { readLiveMessage, type LiveMessage } from '../../shared/group/live';
import { keys } from './keys';
import { applyServerMessage } from './live';
import type { CacheKey } from './liveCache';
import { queryCache } from './queryCache';

const period = {
  bookings: 3,
  sessions: 2,
  laneHoursSold: 4.5,
  laneHoursOpen: 96,
  utilisation: 4.7,
  revenueMinor: 4500,
  noShows: 0,
};
const board = { highestCheckout: [], mostOneEighties: [], bestAverage: [] };
const view: HeadOffice = {
  at: '2026-11-27T09:00:00.000Z',
  venues: [
    {
      venueId: 'leeds',
      name: 'Leeds',
      currency: 'GBP',
      timezone: 'Europe/London',
      online: true,
      lastEventAt: null,
      lastHeartbeatAt: '2026-11-27T08:59:30.000Z',
      queued: 0,
      today: period,
      week: period,
    },
  ],
  leaderboard: { tonight: board, month: board },
};

describe('readLiveMessage: head office reads its socket through the one union', () => {
  it('reads head office’s view as it came, and a venue’s message too', () => {
    const message: LiveMessage = { type: 'head_office_updated', view };
    expect(readLiveMessage(JSON.parse(JSON.stringify(message)))).toStrictEqual(message);
    expect(readLiveMessage({ type: 'hello', audience: 'staff' })).toStrictEqual({
      type: 'hello',
      audience: 'staff',
    });
  });

  it.each<[string, unknown]>([
    ['the bare view (the old message)', view],
    ['a view without its venues', { type: 'head_office_updated', view: { ...view, venues: undefined } }],
    [
      'a venue in an unknown currency',
      { type: 'head_office_updated', view: { ...view, venues: [{ ...view.venues[0], currency: 'JPY' }] } },
    ],
  ])('ignores %s', (_what, data) => {
    expect(readLiveMessage(data)).toBeUndefined();
  });
});

describe('applyServerMessage: head office’s message', () => {
  it('holds the view as it came and fetches again the alerts and venue pages shown, nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const shown = async (key: CacheKey) => {
      const fetch = vi.fn(() => Promise.resolve({ key }));
      new QueryObserver(client, { queryKey: key, queryFn: fetch }).subscribe(() => undefined);
      await vi.waitFor(() => expect(client.getQueryData(key)).toBeDefined());
      return fetch;
    };
    const alerts = await shown(keys.headOffice.alerts);
    const venuePage = await shown([...keys.headOffice.venues, 'leeds', 'week']);
    const lastYear = await shown([...keys.headOffice.all, 'period', 'year']);

    applyServerMessage(queryCache(client), { type: 'head_office_updated', view });

    expect(client.getQueryData(keys.headOffice.today)).toEqual(view);
    await vi.waitFor(() => expect(alerts).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(venuePage).toHaveBeenCalledTimes(2));
    expect(lastYear).toHaveBeenCalledTimes(1);
  });
});
