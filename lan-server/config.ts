import { join, resolve } from 'node:path';
import type { MdnsTransportOptions } from './discovery/mdns';
import { allowedHostsFrom } from './http/lanHosts';
import { checkedMailEnvironment, type MailEnvironment } from './mailEnvironment';
import type { AcmeConfig } from './tls/acme';
import type { TlsFiles } from './tls/publicTls';
import type { Logger } from './logger';
import type { AnswerChecks } from '../server-kit/entryAnswer';

/** Everything createServer needs. The headless entry, Electron and tests each build one. */
export interface ServerConfig {
  /** LAN door port (0 = any free port, as tests use). */
  port: number;
  /**
   * Public booking door port; null: no public door at all (PUBLIC_PORT=off), for a venue that takes its
   * customers' bookings through its group's booking page only (docs/group-booking.md).
   */
  publicPort: number | null;
  /** Bind address for both doors. */
  host: string;
  /** Holds the SQLite file and its backups. */
  dataDir: string;
  /** Built renderer (vite build output). Pages are not served when it is missing; the API still is. */
  staticDir?: string;
  /** Used only when the users are first created. */
  staffPassword?: string;
  adminPassword?: string;
  /** The server's clock; tests pin it. */
  now?: () => Date;
  log?: Logger;
  /** Online backups of the database into dataDir/backups; 0 turns them off. Default 6 hours. */
  backupIntervalMs?: number;
  /** How many backups to keep. Default 8. */
  backupKeep?: number;
  /** Requests per minute one address may make to the public door. Default 300. */
  publicRequestsPerMinute?: number;
  /** Bookings one address may make through the public door per 10 minutes. Default 20. */
  publicBookingsPer10Minutes?: number;
  /** Advertise the LAN door over mDNS. */
  advertise?: boolean;
  /** Where the advertisement is sent; tests keep it on loopback and a private port. Default: real mDNS. */
  mdnsTransport?: MdnsTransportOptions;
  /** Confirmation e-mail from the environment (SMTP_URL, MAIL_FROM, PUBLIC_URL) and the sender's timings. */
  mail?: MailEnvironment;
  /** Rotated JSON logs (pino) go here; unset = none (tests). Headless and desktop: DATA_DIR/logs. */
  logDir?: string;
  /** pino level for the JSON log: 'info' by default, 'debug' adds every successful request. */
  logLevel?: string;
  /** BACKUP_COPY_DIR: the second backup folder when Settings names none. */
  backupCopyDir?: string;
  /** How many copies the second folder keeps. Default 8. */
  backupCopyKeep?: number;
  /** PUBLIC_TLS_CERT / PUBLIC_TLS_KEY: the public door serves HTTPS with these PEM files. */
  publicTls?: TlsFiles;
  /** How often the certificate files are looked at for a renewal (default 10 s; tests shorten it). */
  tlsCheckMs?: number;
  /** PUBLIC_ACME_*: the public door gets its certificate from Let's Encrypt (HTTP-01). */
  acme?: AcmeConfig;
  /**
   * ALLOWED_HOSTS: names the LAN door answers to besides the PC's addresses, loopback, its .local name and
   * PUBLIC_URL's host (against DNS rebinding: docs/security.md#the-venues-doors; http/lanHosts.ts).
   */
  allowedHosts?: string[];
  /**
   * CHECK_ANSWERS=1: check every JSON answer against its endpoint's response schema before sending it
   * (a 500 naming the field when it does not match). The tests and the browser tests run so; off at a venue.
   * The server tests also check each answer against the OpenAPI document (a function: AnswerCheck).
   */
  checkAnswers?: AnswerChecks;
}

export const DEFAULT_PORT = 5000;
export const DEFAULT_PUBLIC_PORT = 8080;

function portFrom(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number, got '${text}'`);
  return n;
}

/**
 * PUBLIC_PORT: the public door's port, or `off` for none. With the door off, the variables that only
 * describe it (its address for e-mails, its certificate) are refused: the venue meant something else and
 * must not find out from a customer.
 */
function publicPortFrom(env: NodeJS.ProcessEnv): number | null {
  if (env.PUBLIC_PORT?.trim().toLowerCase() !== 'off')
    return portFrom(env.PUBLIC_PORT, DEFAULT_PUBLIC_PORT, 'PUBLIC_PORT');
  const describing = ['PUBLIC_URL', 'PUBLIC_TLS_CERT', 'PUBLIC_TLS_KEY', 'PUBLIC_ACME_DOMAIN'].filter(
    (name) => Boolean(env[name]),
  );
  if (describing.length > 0)
    throw new Error(
      `PUBLIC_PORT=off switches the public door off, so ${describing.join(' and ')} cannot be set`,
    );
  return null;
}

/** Reads the documented environment variables (README 'Configuration'). */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  return {
    port: portFrom(env.PORT, DEFAULT_PORT, 'PORT'),
    publicPort: publicPortFrom(env),
    host: env.HOST || '0.0.0.0',
    checkAnswers: env.CHECK_ANSWERS === '1',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    staticDir: resolve(cwd, env.STATIC_DIR || './dist/renderer'),
    staffPassword: env.STAFF_PASSWORD || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    advertise: env.MDNS !== '0',
    // Lifted only by the benchmark and load tests, which send far more than one customer would.
    publicRequestsPerMinute: countFrom(env.PUBLIC_RATE_LIMIT, 'PUBLIC_RATE_LIMIT'),
    publicBookingsPer10Minutes: countFrom(env.PUBLIC_BOOKING_LIMIT, 'PUBLIC_BOOKING_LIMIT'),
    mail: mailFromEnv(env),
    ...opsFromEnv(env, resolve(cwd, env.DATA_DIR || './data'), cwd),
  };
}

/** Mail is checked at start, so a typo stops the server with a message rather than losing mail later. */
function mailFromEnv(env: NodeJS.ProcessEnv): MailEnvironment {
  return checkedMailEnvironment({
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
  });
}

/** LETSENCRYPT's production directory, unless PUBLIC_ACME_DIRECTORY names another (e.g. its staging one). */
const LETS_ENCRYPT = 'https://acme-v02.api.letsencrypt.org/directory';

/**
 * Logs, backup copies, HTTPS on the public door and the LAN door's extra names (README.md#configuration).
 * Shared with the desktop app, so both read the same variables. Half a TLS pair, or ACME without an e-mail,
 * is refused rather than ignored: the venue meant to turn HTTPS on and must not find out from a customer.
 */
export function opsFromEnv(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  cwd = process.cwd(),
): Partial<ServerConfig> {
  const ops: Partial<ServerConfig> = {
    allowedHosts: allowedHostsFrom(env.ALLOWED_HOSTS),
    logDir: join(dataDir, 'logs'),
    logLevel: env.LOG_LEVEL || undefined,
    backupCopyDir: env.BACKUP_COPY_DIR ? resolve(cwd, env.BACKUP_COPY_DIR) : undefined,
    backupCopyKeep: countFrom(env.BACKUP_COPY_KEEP, 'BACKUP_COPY_KEEP'),
  };
  const cert = env.PUBLIC_TLS_CERT;
  const key = env.PUBLIC_TLS_KEY;
  if (Boolean(cert) !== Boolean(key))
    throw new Error('PUBLIC_TLS_CERT and PUBLIC_TLS_KEY must be set together (the certificate and its key)');
  if (cert && key) ops.publicTls = { certFile: resolve(cwd, cert), keyFile: resolve(cwd, key) };
  const domain = env.PUBLIC_ACME_DOMAIN;
  if (domain) {
    if (ops.publicTls) throw new Error('Set either PUBLIC_TLS_CERT/KEY or PUBLIC_ACME_DOMAIN, not both');
    if (!env.PUBLIC_ACME_EMAIL)
      throw new Error('PUBLIC_ACME_DOMAIN needs PUBLIC_ACME_EMAIL (for expiry notices)');
    ops.acme = {
      domain,
      email: env.PUBLIC_ACME_EMAIL,
      httpPort: portFrom(env.PUBLIC_ACME_HTTP_PORT, 80, 'PUBLIC_ACME_HTTP_PORT'),
      directoryUrl: env.PUBLIC_ACME_DIRECTORY || LETS_ENCRYPT,
    };
  }
  return ops;
}

function countFrom(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got '${text}'`);
  return n;
}
