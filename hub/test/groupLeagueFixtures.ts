import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { venueInboxPrefix, type GroupEvent, type GroupChange } from '../../shared/group/events';
import { LeagueFeedBatch, type HostNight, type LeagueFeedEntry } from '../../shared/group/groupLeague';
import { minimumRoster, type LeagueFormat } from '../../shared/league/matchFormat';
import { venuePassword, type Engines } from './groupFixtures';

/** Connects to nats-server as the venue itself (its own user: its own subjects only). */
export function connectAsVenue(engines: Engines, venueId: string): Promise<NatsConnection> {
  return connect({
    servers: engines.nats.url,
    user: venueId,
    pass: venuePassword(venueId),
    inboxPrefix: venueInboxPrefix(venueId),
  });
}

/**
 * A venue's half of the league feed as the contract says it (shared/group/groupLeague.ts), on the venue's
 * own NATS user: answers `booking.<venueId>.league`, applying entries in order, each once (numbers it has
 * are skipped, a gap stops it), and answers the number it has applied through. `delivered` is every entry
 * it applied, in the order it applied them.
 */
export interface FeedVenue {
  venueId: string;
  applied: LeagueFeedEntry[];
  /** Every number of every batch it was sent, repeats included. */
  received: number[];
  online(): Promise<void>;
  offline(): Promise<void>;
  heartbeat(): Promise<void>;
  /** Writes league events as the venue's outbox would, numbered in the venue's order. */
  send(changes: GroupChange[]): Promise<GroupEvent[]>;
  close(): Promise<void>;
}

export async function feedVenue(engines: Engines, venueId: string): Promise<FeedVenue> {
  const nc = await connectAsVenue(engines, venueId);
  const applied: LeagueFeedEntry[] = [];
  const received: number[] = [];
  let sub: Subscription | null = null;
  let seq = 0;
  const appliedThrough = () => applied.at(-1)?.number ?? 0;
  const answer = (data: Uint8Array): string => {
    const batch = LeagueFeedBatch.parse(JSON.parse(new TextDecoder().decode(data)));
    for (const entry of batch.entries) {
      received.push(entry.number);
      if (entry.number <= appliedThrough()) continue;
      if (entry.number !== appliedThrough() + 1) break;
      applied.push(entry);
    }
    return JSON.stringify({ status: 200, body: { appliedThrough: appliedThrough() } });
  };
  const venue: FeedVenue = {
    venueId,
    applied,
    received,
    async online() {
      if (sub) return;
      sub = nc.subscribe(`booking.${venueId}.league`, {
        callback: (err, msg) => {
          if (!err) msg.respond(answer(msg.data));
        },
      });
      await nc.flush();
    },
    async offline() {
      sub?.unsubscribe();
      sub = null;
      await nc.flush();
    },
    async heartbeat() {
      await jetstream(nc).publish(
        `group.${venueId}.heartbeat`,
        JSON.stringify({
          kind: 'heartbeat',
          eventId: randomUUID(),
          venueId,
          occurredAt: new Date().toISOString(),
          venueName: `The ${venueId[0]?.toUpperCase() ?? ''}${venueId.slice(1)} Arms`,
          currency: 'GBP',
          timezone: 'Europe/London',
          laneHoursOpenToday: 10,
          laneHoursOpenWeek: 70,
          queued: 0,
        }),
      );
    },
    async send(changes) {
      const js = jetstream(nc);
      const sent: GroupEvent[] = [];
      for (const change of changes) {
        seq += 1;
        const event = {
          ...change,
          eventId: randomUUID(),
          venueId,
          seq,
          occurredAt: new Date().toISOString(),
        } as GroupEvent;
        await js.publish(`group.${venueId}.${event.kind}`, JSON.stringify(event), { msgID: event.eventId });
        sent.push(event);
      }
      return sent;
    },
    async close() {
      await nc.close();
    },
  };
  return venue;
}

/** Head office's API as a signed-in person calls it. */
export interface HubClient {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/** Signed in as `username`; with `language`, every call asks for its answers in it (Accept-Language). */
export async function signedIn(
  url: string,
  username: string,
  password: string,
  language?: string,
): Promise<HubClient> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      const res = await fetch(url + path, {
        method,
        headers: {
          cookie,
          ...(language === undefined ? {} : { 'accept-language': language }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
  };
}

/** A team league of four singles games, best of three legs, 501 double out. */
export const TEAM_FORMAT = {
  kind: 'team' as const,
  games: [1, 2, 3, 4].map(() => ({
    kind: 'singles' as const,
    bestOf: 3,
    mode: { kind: 'x01' as const, start: 501, doubleOut: true },
  })),
};

/** Names for a team's players after its captain and second, as many as the league's format needs. */
const MORE_PLAYERS = ['Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];

/** What a test may choose of `drawnLeague`'s league: its format, start date and each venue's night. */
export interface LeagueChoices {
  format?: LeagueFormat;
  startDate?: string;
  night?: (venueId: string) => HostNight;
  seed?: number;
}

/**
 * A league of two teams at each venue (the second player of the first venue's first team hidden), a
 * double round robin (by default from 5 January 2026 on each venue's Monday, four singles games), drawn:
 * answers its id.
 */
export async function drawnLeague(
  office: HubClient,
  venueIds: readonly string[],
  choices: LeagueChoices = {},
): Promise<string> {
  const ok = <T>(res: { status: number; body: T }) => {
    if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const { id } = ok(
    await office.call<{ id: string }>('POST', '/api/group-leagues', {
      name: 'Travelling League',
      format: choices.format ?? TEAM_FORMAT,
    }),
  );
  const division = ok(
    await office.call<{ id: string }>('POST', `/api/group-leagues/${id}/divisions`, { name: 'Premier' }),
  );
  for (const [v, venueId] of venueIds.entries())
    for (const n of [1, 2])
      ok(
        await office.call('POST', `/api/group-leagues/${id}/teams`, {
          divisionId: division.id,
          name: `${venueId} ${n === 1 ? 'Arrows' : 'Flights'}`,
          homeVenueId: venueId,
          players: [
            { name: `${venueId}-${n} Captain`, captain: true },
            { name: `${venueId}-${n} Second`, hidden: v === 0 && n === 1 },
            ...MORE_PLAYERS.slice(0, minimumRoster(choices.format ?? TEAM_FORMAT) - 2).map((more) => ({
              name: `${venueId}-${n} ${more}`,
            })),
          ],
        }),
      );
  ok(
    await office.call('POST', `/api/group-leagues/${id}/season`, {
      name: '2026',
      startDate: choices.startDate ?? '2026-01-05',
      roundRobin: 'double',
      nights: venueIds.map((venueId) => ({
        venueId,
        night: choices.night?.(venueId) ?? {
          weekday: 'monday',
          startTime: '19:30',
          durationMinutes: 180,
          lanes: 4,
        },
      })),
    }),
  );
  ok(await office.call('POST', `/api/group-leagues/${id}/season/draw`, { seed: choices.seed ?? 1 }));
  return id;
}
