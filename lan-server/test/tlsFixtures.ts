import { X509Certificate } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { request, type RequestOptions } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface TestCertificate {
  cert: string;
  key: string;
  fingerprint256: string;
}

/** A self-signed certificate for localhost, made in the test (never a file checked into the project). */
export async function makeCertificate(commonName = 'localhost'): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048 });
  return {
    cert: pems.cert,
    key: pems.private,
    fingerprint256: new X509Certificate(pems.cert).fingerprint256,
  };
}

/** Writes the pair as certbot does: each file written beside and renamed over the old one. */
export function installCertificate(dir: string, c: TestCertificate): { certFile: string; keyFile: string } {
  return installCertificateAt({ certFile: join(dir, 'public.crt'), keyFile: join(dir, 'public.key') }, c);
}

export function installCertificateAt(
  { certFile, keyFile }: { certFile: string; keyFile: string },
  c: TestCertificate,
): { certFile: string; keyFile: string } {
  writeFileSync(`${keyFile}.tmp`, c.key);
  renameSync(`${keyFile}.tmp`, keyFile);
  writeFileSync(`${certFile}.tmp`, c.cert);
  renameSync(`${certFile}.tmp`, certFile);
  return { certFile, keyFile };
}

export interface TlsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** SHA-256 fingerprint of the certificate the server presented, as X509Certificate formats it. */
  fingerprint256: string;
}

/**
 * One HTTPS request on a fresh connection (no keep-alive, so a swapped certificate is seen), trusting
 * exactly `ca` (null: any certificate, only recording which one was served). The host name check is
 * skipped: the test reaches the door as 127.0.0.1.
 */
export function httpsRequest(
  url: string,
  ca: string | null,
  init: { method?: string; json?: unknown } = {},
): Promise<TlsAnswer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const options: RequestOptions = {
    method: init.method ?? 'GET',
    ...(ca === null ? { rejectUnauthorized: false } : { ca }),
    agent: false,
    checkServerIdentity: () => undefined,
    headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
  };
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      const fingerprint256 = (res.socket as TLSSocket).getPeerCertificate().fingerprint256;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, fingerprint256 }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
