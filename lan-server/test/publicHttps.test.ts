import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '../../server-kit/headers';
import { PLAIN_HTTP_WARNING } from '../tls/publicDoor';
import { startTestServer, type TestServer } from './harness';
import { bookingAt } from './restoreFixtures';
import { httpsRequest, installCertificate, makeCertificate } from './tlsFixtures';

let t: TestServer | undefined;
let certDir: string | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

async function httpsVenue(lines: string[] = []) {
  certDir = mkdtempSync(join(tmpdir(), 'doubletop-tls-'));
  const first = await makeCertificate();
  const files = installCertificate(certDir, first);
  t = await startTestServer({ publicTls: files, tlsCheckMs: 50, log: (l) => lines.push(l) });
  return { first, server: t };
}

describe('HTTPS on the public door', () => {
  it('takes a booking over TLS, with HSTS and no insecure cookie; the LAN door stays plain HTTP', async () => {
    const { first, server } = await httpsVenue();
    expect(server.server.publicUrl).toMatch(/^https:/);
    const res = await httpsRequest(`${server.server.publicUrl}/api/reservations`, first.cert, {
      method: 'POST',
      json: bookingAt(4, 'Tilly TLS'),
    });
    expect(res.status, res.body).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ laneId: 5, duration: 60 });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    for (const cookie of [res.headers['set-cookie'] ?? []].flat()) expect(cookie).toMatch(/;\s*Secure/i);
    const page = await httpsRequest(`${server.server.publicUrl}/api/public/settings`, first.cert);
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe(HSTS_VALUE);

    expect(server.server.lanUrl).toMatch(/^http:/);
    const lan = await server.lan('/api/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: 'staff-test-password' },
    });
    expect(lan.status).toBe(200);
    expect(lan.headers.get('strict-transport-security')).toBeNull();
    expect(lan.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });

  it('picks up swapped certificate files without a restart', async () => {
    const { first, server } = await httpsVenue();
    const url = `${server.server.publicUrl}/api/public/settings`;
    expect((await httpsRequest(url, first.cert)).fingerprint256).toBe(first.fingerprint256);

    const second = await makeCertificate();
    installCertificate(certDir ?? '', second);
    const deadline = Date.now() + 5000;
    let seen = first.fingerprint256;
    while (seen !== second.fingerprint256 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await httpsRequest(url, null)).fingerprint256;
    }
    expect(seen).toBe(second.fingerprint256);
    expect((await httpsRequest(url, second.cert)).status).toBe(200);
  });

  it('keeps serving the old certificate while the new pair does not match', async () => {
    const lines: string[] = [];
    const { first, server } = await httpsVenue(lines);
    const other = await makeCertificate();
    // Only the certificate replaced so far: its key is still the old one.
    installCertificate(certDir ?? '', { ...other, key: first.key });
    const deadline = Date.now() + 5000;
    while (!lines.some((l) => /was not loaded/.test(l)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(lines.some((l) => /still serving the old one/.test(l))).toBe(true);
    const res = await httpsRequest(`${server.server.publicUrl}/api/public/settings`, first.cert);
    expect(res.fingerprint256).toBe(first.fingerprint256);
  });

  it('warns at start-up that the public door is plain HTTP when no TLS is configured, and only then', async () => {
    const plain: string[] = [];
    t = await startTestServer({ log: (l) => plain.push(l) });
    expect(plain).toContain(PLAIN_HTTP_WARNING);
    expect(t.server.publicUrl).toMatch(/^http:/);
    await t.close();
    const secure: string[] = [];
    await httpsVenue(secure);
    expect(secure).not.toContain(PLAIN_HTTP_WARNING);
  });

  it('refuses to start when the configured certificate cannot be loaded', async () => {
    certDir = mkdtempSync(join(tmpdir(), 'doubletop-tls-'));
    const files = { certFile: join(certDir, 'missing.crt'), keyFile: join(certDir, 'missing.key') };
    await expect(startTestServer({ publicTls: files })).rejects.toThrow(/certificate could not be loaded/);
  });
});
