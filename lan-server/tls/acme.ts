import { X509Certificate } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { challengeResponder, type ChallengeStore } from './acmeChallenges';
import type { TlsFiles } from './publicTls';

/** PUBLIC_ACME_DOMAIN / PUBLIC_ACME_EMAIL / PUBLIC_ACME_HTTP_PORT / PUBLIC_ACME_DIRECTORY. */
export interface AcmeConfig {
  /** The venue's domain name, pointing (DNS A record) at the venue's public address. */
  domain: string;
  /** Let's Encrypt writes here before a certificate expires unrenewed. */
  email: string;
  /** Where the plain-HTTP challenge listener runs; the internet must reach it as port 80. Default 80. */
  httpPort: number;
  /** The ACME directory; default Let's Encrypt production (staging for trying things out). */
  directoryUrl: string;
}

/** Renew this long before expiry: Let's Encrypt's certificates last 90 days and it advises renewing at 60. */
export const RENEW_DAYS_BEFORE = 30;
const DAY_MS = 86_400_000;
/** How often the certificate's expiry is looked at, and how soon a failed attempt is retried. */
export const ACME_CHECK_MS = 12 * 3_600_000;

/** Account key, certificate key and certificate, in DATA_DIR/acme (backed up with nothing else; re-issued if lost). */
export function acmeFiles(dataDir: string, domain: string): TlsFiles & { accountKeyFile: string } {
  const dir = join(dataDir, 'acme');
  return {
    accountKeyFile: join(dir, 'account.key.pem'),
    keyFile: join(dir, `${domain}.key.pem`),
    certFile: join(dir, `${domain}.cert.pem`),
  };
}

/**
 * Whether the certificate in `certPem` (or no certificate at all) needs a new one now: missing,
 * unreadable, for another domain, or within RENEW_DAYS_BEFORE of its expiry.
 */
export function renewalDue(certPem: string | null, domain: string, now: Date): boolean {
  if (!certPem) return true;
  try {
    const cert = new X509Certificate(certPem);
    if (!cert.checkHost(domain)) return true;
    return Date.parse(cert.validTo) - now.getTime() < RENEW_DAYS_BEFORE * DAY_MS;
  } catch {
    return true;
  }
}

/** Writes a file whole or not at all (a power cut mid-write must not leave half a key). */
function writeWhole(file: string, content: string | Buffer): void {
  writeFileSync(`${file}.new`, content, { mode: 0o600 });
  renameSync(`${file}.new`, file);
}

/**
 * One certificate order over HTTP-01 with acme-client: the account key is made once and kept; the
 * challenge answers go into `store` for the plain-HTTP listener. The key is written before the certificate;
 * the public door's reloader refuses the mismatched pair in between and picks up the whole pair next look.
 */
export async function orderCertificate(
  config: AcmeConfig,
  dataDir: string,
  store: ChallengeStore,
  log: Logger,
) {
  // Loaded here, not at the top: a venue without ACME never loads the package (about 28 MB and 160 ms at
  // start-up), and the server bundle keeps a dynamic import of an external package as it is.
  const acme = await import('acme-client');
  const files = acmeFiles(dataDir, config.domain);
  mkdirSync(join(dataDir, 'acme'), { recursive: true });
  if (!existsSync(files.accountKeyFile))
    writeWhole(files.accountKeyFile, await acme.crypto.createPrivateKey());
  const client = new acme.Client({
    directoryUrl: config.directoryUrl,
    accountKey: readFileSync(files.accountKeyFile),
  });
  const [key, csr] = await acme.crypto.createCsr({ commonName: config.domain, altNames: [config.domain] });
  const cert = await client.auto({
    csr,
    email: config.email,
    termsOfServiceAgreed: true,
    challengePriority: ['http-01'],
    challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
      store.set(challenge.token, keyAuthorization);
    },
    challengeRemoveFn: async (_authz, challenge) => {
      store.delete(challenge.token);
    },
  });
  writeWhole(files.keyFile, key);
  writeWhole(files.certFile, cert);
  log(`ACME: new certificate for ${config.domain} saved`);
}

/** What the renewal needs: the venue's ACME settings, its data folder and the challenge listener's store. */
export interface AcmeRenewal {
  config: AcmeConfig;
  dataDir: string;
  store: ChallengeStore;
}

/**
 * The plain-HTTP challenge listener for Let's Encrypt, opened with the public door (it also sends plain-HTTP
 * visitors to HTTPS). Refuses to start when its port is taken, as a door does. Returns the renewal's
 * settings and the way to close the listener.
 */
export async function openChallengeListener(
  config: AcmeConfig,
  dataDir: string,
  host: string,
): Promise<{ renewal: AcmeRenewal; close: () => Promise<void> }> {
  const store: ChallengeStore = new Map();
  const listener: Server = createHttpServer(challengeResponder(store, config.domain));
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(config.httpPort, host, () => resolve());
  });
  return {
    renewal: { config, dataDir, store },
    close: () =>
      new Promise<void>((resolve) => {
        listener.close(() => resolve());
        listener.closeAllConnections();
      }),
  };
}

/**
 * The ACME renewal job: looks at once and every ACME_CHECK_MS, and orders a certificate when it is due
 * (the public door's certificate reload job then serves it). A failed order (no internet, DNS not
 * pointing here yet) is logged and tried again at the next look. Returns its stop.
 */
export function renewWhenDue(renewal: AcmeRenewal, log: Logger, now: () => Date): () => undefined {
  const { config, dataDir, store } = renewal;
  const files = acmeFiles(dataDir, config.domain);
  let ordering = false;
  const check = () => {
    const current = existsSync(files.certFile) ? readFileSync(files.certFile, 'utf8') : null;
    if (ordering || !renewalDue(current, config.domain, now())) return;
    ordering = true;
    orderCertificate(config, dataDir, store, log)
      .catch((err: unknown) => log(`ACME: could not get a certificate for ${config.domain}: ${String(err)}`))
      .finally(() => {
        ordering = false;
      });
  };
  check();
  const timer = setInterval(check, ACME_CHECK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return undefined;
  };
}
