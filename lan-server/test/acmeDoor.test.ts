import { mkdirSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acmeFiles } from '../tls/acme';
import { startTestServer, type TestServer } from './harness';
import { httpsRequest, installCertificateAt, makeCertificate } from './tlsFixtures';

let t: TestServer | undefined;
// Stands in for an ACME directory that refuses (as Let's Encrypt does for a bad request): an unreachable
// one would make acme-client retry for over a minute before giving up.
const refusingDirectory = createHttpServer((_req, res) => {
  res.writeHead(404, { 'content-type': 'application/problem+json' });
  res.end('{"type":"urn:ietf:params:acme:error:malformed","detail":"no directory here"}');
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await new Promise((r) => refusingDirectory.close(r));
});

/** A port free right now, for the ACME challenge listener (it cannot take port 0: the internet must know it). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const until = async (done: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

/**
 * Let's Encrypt cannot be reached from here, so the order fails as it would with no internet; what can be
 * tested is everything around it: the server still starts, the challenge listener answers, a failed order
 * is logged, and a certificate saved where the ACME client saves it is served without a restart.
 */
describe('the public door with ACME configured', () => {
  it('starts without a certificate, logs the failed order, and serves the certificate once it is saved', async () => {
    const lines: string[] = [];
    const httpPort = await freePort();
    const domain = 'darts.example.co.uk';
    await new Promise<void>((r) => refusingDirectory.listen(0, '127.0.0.1', r));
    const directoryUrl = `http://127.0.0.1:${(refusingDirectory.address() as AddressInfo).port}/directory`;
    t = await startTestServer({
      acme: { domain, email: 'owner@example.co.uk', httpPort, directoryUrl },
      tlsCheckMs: 50,
      log: (l) => lines.push(l),
    });
    expect(t.server.publicUrl).toMatch(/^https:/);
    expect(lines).toContain(`ACME: no certificate for ${domain} yet; asking Let's Encrypt for one`);
    await until(() => lines.some((l) => l.startsWith(`ACME: could not get a certificate for ${domain}`)));
    expect(lines.some((l) => l.startsWith(`ACME: could not get a certificate for ${domain}`))).toBe(true);

    // The plain-HTTP listener sends visitors to HTTPS and holds no challenge for a stranger's token.
    const visit = await fetch(`http://127.0.0.1:${httpPort}/customer-booking`, { redirect: 'manual' });
    expect(visit.status).toBe(301);
    expect(visit.headers.get('location')).toBe(`https://${domain}/customer-booking`);
    expect((await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/abc`)).status).toBe(404);

    // Until a certificate exists, HTTPS handshakes fail rather than fall back to plain HTTP.
    const url = `${t.server.publicUrl}/api/public/settings`;
    await expect(httpsRequest(url, null)).rejects.toThrow();

    const issued = await makeCertificate(domain);
    const files = acmeFiles(t.dataDir, domain);
    mkdirSync(dirname(files.certFile), { recursive: true });
    installCertificateAt(files, issued);
    let served = '';
    for (let i = 0; i < 100 && served !== issued.fingerprint256; i++) {
      served = await httpsRequest(url, null).then(
        (r) => r.fingerprint256,
        () => '',
      );
      if (served !== issued.fingerprint256) await new Promise((r) => setTimeout(r, 50));
    }
    expect(served).toBe(issued.fingerprint256);
  });
});
