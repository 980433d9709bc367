import type { Db } from './db/open';
import type { Logger } from './config';
import type { DomainEvents } from './services/events';
import type { MailEnvironment } from './mail/mailConfig';

/** What every service and route receives: the database, the clock, the event bus and the log. */
export interface AppContext {
  db: Db;
  now: () => Date;
  events: DomainEvents;
  log: Logger;
  /** Mail set by the environment (SMTP_URL, MAIL_FROM, PUBLIC_URL); Settings may override it. */
  mail?: MailEnvironment;
}
