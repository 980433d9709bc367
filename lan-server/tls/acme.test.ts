import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsFromEnv } from '../config';
import { acmeFiles, RENEW_DAYS_BEFORE, renewalDue } from './acme';
import { challengeResponder, type ChallengeStore } from './acmeChallenges';

const DAY = 86_400_000;
const EXPIRES = new Date('2026-09-01T00:00:00.000Z');

describe('renewalDue', () => {
  let venueCert = '';
  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: 'darts.example.co.uk' }], {
      keySize: 1024,
      notBeforeDate: new Date('2026-06-01T00:00:00.000Z'),
      notAfterDate: EXPIRES,
    });
    venueCert = pems.cert;
  });
  const at = (daysBeforeExpiry: number) => new Date(EXPIRES.getTime() - daysBeforeExpiry * DAY);
  const cases: [string, () => string | null, string, Date, boolean][] = [
    ['no certificate yet: order one', () => null, 'darts.example.co.uk', at(80), true],
    ['an unreadable file: order one', () => 'not a pem', 'darts.example.co.uk', at(80), true],
    ['60 days left: keep it', () => venueCert, 'darts.example.co.uk', at(60), false],
    [
      `just over ${RENEW_DAYS_BEFORE} days left: keep it`,
      () => venueCert,
      'darts.example.co.uk',
      at(30.5),
      false,
    ],
    [`under ${RENEW_DAYS_BEFORE} days left: renew`, () => venueCert, 'darts.example.co.uk', at(29), true],
    ['expired: renew', () => venueCert, 'darts.example.co.uk', at(-1), true],
    ['the domain changed: order one for the new name', () => venueCert, 'book.example.com', at(60), true],
  ];
  it.each(cases)('%s', (_name, cert, domain, now, due) => {
    expect(renewalDue(cert(), domain, now)).toBe(due);
  });
});

describe('the ACME challenge listener', () => {
  const store: ChallengeStore = new Map([['tok_EN-123', 'tok_EN-123.thumbprint']]);
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer(challengeResponder(store, 'darts.example.co.uk'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers a pending challenge with its key authorization', async () => {
    const res = await fetch(`${base}/.well-known/acme-challenge/tok_EN-123`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('tok_EN-123.thumbprint');
  });
  it('answers 404 for a token it does not hold', async () => {
    expect((await fetch(`${base}/.well-known/acme-challenge/other`)).status).toBe(404);
  });
  it('sends every other visitor to the HTTPS booking page', async () => {
    const res = await fetch(`${base}/customer-booking?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('https://darts.example.co.uk/customer-booking?x=1');
  });
  it('accepts no bookings over plain HTTP', async () => {
    expect((await fetch(`${base}/api/reservations`, { method: 'POST', body: '{}' })).status).toBe(405);
  });
});

describe('HTTPS and backup settings from the environment', () => {
  const dataDir = '/srv/doubletop/data';
  it('keeps its files in DATA_DIR/acme', () => {
    expect(acmeFiles(dataDir, 'darts.example.co.uk')).toEqual({
      accountKeyFile: '/srv/doubletop/data/acme/account.key.pem',
      keyFile: '/srv/doubletop/data/acme/darts.example.co.uk.key.pem',
      certFile: '/srv/doubletop/data/acme/darts.example.co.uk.cert.pem',
    });
  });
  const cases: [string, NodeJS.ProcessEnv, Record<string, unknown> | RegExp][] = [
    ['nothing set: plain HTTP, logs in DATA_DIR/logs', {}, { logDir: '/srv/doubletop/data/logs' }],
    [
      'a certificate and key',
      { PUBLIC_TLS_CERT: '/etc/ssl/venue.crt', PUBLIC_TLS_KEY: '/etc/ssl/venue.key' },
      { publicTls: { certFile: '/etc/ssl/venue.crt', keyFile: '/etc/ssl/venue.key' } },
    ],
    [
      'a certificate without its key is refused',
      { PUBLIC_TLS_CERT: '/etc/ssl/venue.crt' },
      /must be set together/,
    ],
    [
      'ACME with defaults: port 80, Let’s Encrypt',
      { PUBLIC_ACME_DOMAIN: 'darts.example.co.uk', PUBLIC_ACME_EMAIL: 'owner@example.co.uk' },
      {
        acme: {
          domain: 'darts.example.co.uk',
          email: 'owner@example.co.uk',
          httpPort: 80,
          directoryUrl: 'https://acme-v02.api.letsencrypt.org/directory',
        },
      },
    ],
    [
      'ACME on another port',
      { PUBLIC_ACME_DOMAIN: 'd.example', PUBLIC_ACME_EMAIL: 'o@d.example', PUBLIC_ACME_HTTP_PORT: '8081' },
      { acme: expect.objectContaining({ httpPort: 8081 }) },
    ],
    ['ACME without an e-mail is refused', { PUBLIC_ACME_DOMAIN: 'd.example' }, /needs PUBLIC_ACME_EMAIL/],
    [
      'ACME and own certificate together are refused',
      {
        PUBLIC_ACME_DOMAIN: 'd.example',
        PUBLIC_ACME_EMAIL: 'o@d.example',
        PUBLIC_TLS_CERT: 'a',
        PUBLIC_TLS_KEY: 'b',
      },
      /either/,
    ],
    [
      'a second backup folder and how many copies it keeps',
      { BACKUP_COPY_DIR: '/media/usb', BACKUP_COPY_KEEP: '4' },
      { backupCopyDir: '/media/usb', backupCopyKeep: 4 },
    ],
  ];
  it('nothing set means no TLS and no ACME (the start-up warning then says so)', () => {
    const ops = opsFromEnv({}, dataDir);
    expect(ops.publicTls).toBeUndefined();
    expect(ops.acme).toBeUndefined();
  });
  it.each(cases)('%s', (_name, env, expected) => {
    if (expected instanceof RegExp)
      expect(() => opsFromEnv(env, dataDir, '/srv/doubletop')).toThrow(expected);
    else expect(opsFromEnv(env, dataDir, '/srv/doubletop')).toMatchObject(expected);
  });
});
