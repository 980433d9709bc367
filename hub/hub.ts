import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import type { GroupEvent, Heartbeat } from '../shared/group/events';
import { migrateHub } from './db/migrate';
import { venueAsker, type VenueAsker } from './booking/ask';
import { ensureStream, startIngest, type Ingest } from './ingest';
import { startLeagueCourier, type LeagueCourier } from './league/courier';

export interface HubConfig {
  /** nats://host:port (several separated by commas). */
  natsUrl: string;
  natsUser: string;
  natsPassword: string;
  databaseUrl: string;
  /** JetStream replicas for the stream when the hub makes it (3 on a production cluster). */
  replicas?: number;
  log?: (line: string) => void;
  /** How long the league feed's courier waits for a venue's answer (5 s). */
  leagueAskTimeoutMs?: number;
}

export interface HubCore {
  nc: NatsConnection;
  pool: pg.Pool;
  ingest: Ingest;
  /** Told after each message is written (the web app's live figures listen). */
  onStored(listener: (m: GroupEvent | Heartbeat) => void): () => void;
  /** The group leagues' feeds to their hosting venues (hub/league/courier.ts). */
  leagueCourier: LeagueCourier;
  /** Head office changed a league itself: the feeds are sent and the live socket's listeners told. */
  leagueChanged(): void;
  onLeagueChanged(listener: () => void): () => void;
  stop(): Promise<void>;
}

/**
 * Head office's ingest (docs/venue-group.md): migrates PostgreSQL, makes the stream and the durable consumer
 * when missing, and writes every venue's events as they come.
 */
export async function startHubCore(config: HubConfig): Promise<HubCore> {
  const log = config.log ?? (() => undefined);
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
  // A dropped idle connection (PostgreSQL restarted) is the pool's to replace, not a crash.
  pool.on('error', (err) => log(`Hub: PostgreSQL connection lost: ${err.message}`));
  // So is one lost while checked out (PostgreSQL stopped mid-transaction): the query fails and is retried.
  pool.on('connect', (client) =>
    client.on('error', (err) => log(`Hub: PostgreSQL connection lost: ${err.message}`)),
  );
  await migrateHub(pool);
  const nc = await connect({
    servers: config.natsUrl.split(','),
    user: config.natsUser,
    pass: config.natsPassword,
    name: 'doubletop-hub',
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  await ensureStream(nc, config.replicas ?? 1);
  const listeners = new Set<(m: GroupEvent | Heartbeat) => void>();
  const asker: VenueAsker = venueAsker(nc, config.leagueAskTimeoutMs ?? 5_000);
  const leagueCourier = startLeagueCourier(pool, asker, { log });
  const leagueListeners = new Set<() => void>();
  // A venue's heartbeat says it is back: its feed is sent at once. A league event may have written the
  // tables into every hosting venue's feed.
  listeners.add((m) => {
    if (m.kind === 'heartbeat') leagueCourier.nudge(m.venueId);
    else if (m.kind.startsWith('league_')) {
      leagueCourier.nudge();
      leagueListeners.forEach((l) => l());
    }
  });
  const ingest = startIngest(nc, pool, {
    log,
    onStored: (m) => listeners.forEach((l) => l(m)),
  });
  return {
    nc,
    pool,
    ingest,
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leagueCourier,
    leagueChanged() {
      leagueCourier.nudge();
      leagueListeners.forEach((l) => l());
    },
    onLeagueChanged(listener) {
      leagueListeners.add(listener);
      return () => leagueListeners.delete(listener);
    },
    async stop() {
      await leagueCourier.stop();
      asker.stop();
      await ingest.stop();
      await nc.close().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
