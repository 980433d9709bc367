import type { Db } from './db/open';
import type { Logger } from './config';
import type { DomainEvents } from './services/events';

/** What every service and route receives: the database, the clock, the event bus and the log. */
export interface AppContext {
  db: Db;
  now: () => Date;
  events: DomainEvents;
  log: Logger;
}
