import type { Server as TlsServer } from 'node:tls';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { readSettings } from './db/settings';
import { advertiseServer } from './discovery/mdns';
import { groupCourier } from './group/relay';
import { mailCourier } from './mail/courier';
import { startChannelWorker } from './outbox/worker';
import type { AnswerQuestion } from './group/booking';
import { startLaneTicker } from './services/laneTicker';
import { startRetentionJob } from './services/retentionJob';
import { startVenueBoard } from './services/venueBoard';
import { renewWhenDue, type AcmeRenewal } from './tls/acme';
import { reloadTlsOnChange, type TlsFiles } from './tls/publicTls';

/** Ends a job: waits for work under way (an e-mail being sent) where there is some. */
export type Stop = () => Promise<void> | undefined;

/**
 * Work the server does on its own while the doors are open, in one shape: started once both doors
 * listen, stopped (in reverse order) when they close. A new job is one more entry in `backgroundJobs`.
 */
export interface Job {
  name: string;
  start(ctx: AppContext): Stop;
}

const never: Stop = () => undefined;

/** What the jobs need to know of the running server beyond its context. */
export interface JobSettings {
  config: Pick<ServerConfig, 'advertise' | 'mdnsTransport' | 'tlsCheckMs'>;
  backupEveryMs: number;
  lanPort: number;
  /** The public door when it serves HTTPS: its server, its certificate files and, with ACME, the renewal. */
  publicTls: { server: TlsServer; files: TlsFiles; acme: AcmeRenewal | null } | null;
  /** The start-up retention run already ran (after a restore, before the doors opened). */
  retentionRanBeforeDoors: boolean;
  /** Told when the start-up retention run has finished (tests wait for it). */
  onRetentionRan(ran: Promise<void>): void;
  /** The NATS door (http/groupDoor.ts): answers head office's questions on the relay's connection. */
  groupDoor: AnswerQuestion;
}

/** Every background job of the server, in the order they start. */
export function backgroundJobs(settings: JobSettings): Job[] {
  const { publicTls } = settings;
  return [
    // The public door's certificate files are looked at every few seconds and a renewed pair is served.
    {
      name: 'certificate reload',
      start: (ctx) =>
        publicTls
          ? reloadTlsOnChange(publicTls.server, publicTls.files, ctx.log, settings.config.tlsCheckMs)
          : never,
    },
    // With Let's Encrypt: the first certificate at once, then a renewal when one is due.
    {
      name: 'ACME renewal',
      start: (ctx) => (publicTls?.acme ? renewWhenDue(publicTls.acme, ctx.log, ctx.now) : never),
    },
    {
      name: 'backups',
      start: (ctx) => {
        if (settings.backupEveryMs <= 0) return never;
        const timer = setInterval(() => {
          ctx.ops.backups.backUp(ctx.db).catch((err: unknown) => ctx.log(`Backup failed: ${String(err)}`));
        }, settings.backupEveryMs);
        timer.unref();
        return () => {
          clearInterval(timer);
          return undefined;
        };
      },
    },
    {
      name: 'mDNS advertisement',
      start: (ctx) => {
        if (!settings.config.advertise) return never;
        const name = readSettings(ctx.db).businessName;
        const advertisement = advertiseServer(ctx, name, settings.lanPort, settings.config.mdnsTransport);
        return () => advertisement.stop();
      },
    },
    // Time alone turns lanes reserved and back: re-derive them every second while the doors are open.
    { name: 'lane ticker', start: (ctx) => startLaneTicker(ctx) },
    // The outbox's mail channel: confirmation e-mails through the venue's SMTP server (docs/email.md).
    { name: 'outbox: e-mail', start: (ctx) => startChannelWorker(ctx, 'mail', mailCourier(ctx)) },
    { name: 'venue board', start: (ctx) => startVenueBoard(ctx) },
    // The outbox's group channel: events for the group's head office over NATS (docs/venue-group.md); idle
    // in no group.
    {
      name: 'outbox: venue group',
      start: (ctx) => startChannelWorker(ctx, 'group', groupCourier(ctx, settings.groupDoor)),
    },
    // Customers' contact details are kept only as long as the venue's setting says.
    {
      name: 'retention',
      start: (ctx) => {
        const job = startRetentionJob(ctx, undefined, { ranBeforeDoors: settings.retentionRanBeforeDoors });
        settings.onRetentionRan(job.ran);
        return job.stop;
      },
    },
  ];
}
