import type { ServerOptions } from 'node:https';
import type { Logger } from '../logger';
import { acmeFiles, openChallengeListener, type AcmeConfig, type AcmeRenewal } from './acme';
import { readTlsPair, type TlsFiles } from './publicTls';

export const PLAIN_HTTP_WARNING =
  'Warning: the public door is plain HTTP, so customers’ names, phones and e-mails cross the internet ' +
  'unencrypted. Set PUBLIC_TLS_CERT and PUBLIC_TLS_KEY, or PUBLIC_ACME_DOMAIN and PUBLIC_ACME_EMAIL, or put ' +
  'the public door behind a tunnel (docs/operations.md: HTTPS on the public door).';

/** What the public door's HTTPS is made from (ServerConfig's part of it: config.ts reads it from the environment). */
export interface PublicDoorTlsConfig {
  dataDir: string;
  host: string;
  publicTls?: TlsFiles;
  acme?: AcmeConfig;
}

export interface PublicDoorTls {
  options: ServerOptions;
  files: TlsFiles;
  /** What the ACME renewal job keeps renewed (null with the venue's own certificate). */
  acme: AcmeRenewal | null;
  /** Closes the ACME challenge listener (nothing to close with the venue's own certificate). */
  stop: () => Promise<void>;
}

/**
 * The public door's HTTPS, when configured: the venue's own PEM files (refused at start-up when unreadable
 * or mismatched, so a mistake shows at once rather than to a customer), or a Let's Encrypt certificate kept
 * by acme.ts. With ACME the first certificate can take a minute to arrive: until then the door listens but
 * TLS handshakes fail, which is safer than serving the booking form over plain HTTP. acme-client is loaded
 * only when a certificate is ordered, so venues without ACME do not carry it in memory. Keeping the
 * certificate fresh (the reload check, the ACME renewal) is the background jobs' part (jobs.ts).
 */
export async function publicDoorTls(config: PublicDoorTlsConfig, log: Logger): Promise<PublicDoorTls | null> {
  if (config.publicTls) {
    const files = config.publicTls;
    let pair;
    try {
      pair = readTlsPair(files);
    } catch (err) {
      throw new Error(
        `The public door's certificate could not be loaded from ${files.certFile} and ${files.keyFile}: ${String(err)}`,
      );
    }
    return { options: pair, files, acme: null, stop: async () => undefined };
  }
  if (config.acme) {
    const files = acmeFiles(config.dataDir, config.acme.domain);
    let options: ServerOptions = {};
    try {
      options = readTlsPair(files);
    } catch {
      log(`ACME: no certificate for ${config.acme.domain} yet; asking Let's Encrypt for one`);
    }
    const challenges = await openChallengeListener(config.acme, config.dataDir, config.host);
    return { options, files, acme: challenges.renewal, stop: challenges.close };
  }
  return null;
}
