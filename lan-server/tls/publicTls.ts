import { readFileSync, statSync } from 'node:fs';
import { createSecureContext, type Server as TlsServer } from 'node:tls';
import type { Logger } from '../logger';

/** PUBLIC_TLS_CERT / PUBLIC_TLS_KEY: PEM files (the certificate may carry its chain after it). */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export interface TlsPair {
  cert: Buffer;
  key: Buffer;
}

/** Reads and checks the pair (a key that does not match the certificate is refused here, not mid-handshake). */
export function readTlsPair(files: TlsFiles): TlsPair {
  const pair = { cert: readFileSync(files.certFile), key: readFileSync(files.keyFile) };
  createSecureContext(pair);
  return pair;
}

/** What changes when a file is replaced, whether rewritten in place or renamed over. */
function fingerprintOf(files: TlsFiles): string {
  return [files.certFile, files.keyFile]
    .map((f) => {
      try {
        const s = statSync(f);
        return `${s.mtimeMs}:${s.size}:${s.ino}`;
      } catch {
        return 'missing';
      }
    })
    .join('|');
}

/** How often the certificate files are looked at; a renewed certificate is served within this. */
export const TLS_CHECK_MS = 10_000;

/**
 * Swaps the public door's certificate when its files change, without a restart: certbot, acme.sh, a
 * Windows task or our own ACME client renews them every couple of months. Polls the files' modification
 * time rather than fs.watch, which loses a file replaced by rename (how those tools write) and is
 * unreliable on network drives. A half-written pair (new certificate, old key) is refused and the old one
 * kept; the next look tries again.
 */
export function reloadTlsOnChange(
  server: TlsServer,
  files: TlsFiles,
  log: Logger,
  everyMs = TLS_CHECK_MS,
): () => undefined {
  let seen = fingerprintOf(files);
  let complained = '';
  const timer = setInterval(() => {
    const now = fingerprintOf(files);
    if (now === seen) return;
    try {
      server.setSecureContext(readTlsPair(files));
      seen = now;
      complained = '';
      log('Public door: loaded the new TLS certificate');
    } catch (err) {
      // Said once per change, not every few seconds while the files stay broken.
      if (complained !== now)
        log(
          `Public door: the new TLS certificate was not loaded (${String(err)}); still serving the old one`,
        );
      complained = now;
    }
  }, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return undefined;
  };
}
