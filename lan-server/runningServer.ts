import type { Db } from './db/open';
import type { DomainEvents } from './services/events';
import type { AppContext } from './context';
import type { Hub } from './realtime/hub';

/** What createServer gives back: both doors' addresses, the open database and the way to close it all. */
export interface RunningServer {
  lanUrl: string;
  /** The public door's address; '' when it is off (PUBLIC_PORT=off). */
  publicUrl: string;
  lanPort: number;
  /** null when the public door is off. */
  publicPort: number | null;
  /** The LAN door on each of the PC's LAN IPv4 addresses, for tablets and the TV (may be empty). */
  lanUrls: string[];
  db: Db;
  events: DomainEvents;
  ctx: AppContext;
  hub: Hub;
  /** Resolves once the start-up retention run (services/retentionJob.ts) has finished. */
  retentionRan: Promise<void>;
  /** Stops both doors, tells sockets, stops timers and closes the database. Safe to call twice. */
  close(): Promise<void>;
}
