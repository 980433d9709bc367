import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NatsEngine } from '../engines/nats';
import { PgEngine } from '../engines/postgres';

/** Speaks the NATS text protocol by hand: the server's own answer, with no client library in between. */
function rawNats(port: number, lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let seen = '';
    socket.on('data', (chunk) => {
      seen += chunk.toString();
      if (seen.includes('PONG') || seen.includes('-ERR')) {
        socket.destroy();
        resolve(seen);
      }
    });
    socket.once('error', reject);
    socket.once('connect', () => socket.write(lines.join('\r\n') + '\r\nPING\r\n'));
  });
}

function connectLine(user: string, password: string): string {
  return `CONNECT ${JSON.stringify({ user, pass: password, verbose: false, pedantic: false, headers: true })}`;
}

describe('the engines the group tests start', () => {
  let dir: string;
  let nats: NatsEngine;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'doubletop-engines-'));
    nats = await NatsEngine.start(join(dir, 'nats'), {
      hub: { user: 'hub', password: 'hub-secret' },
      venues: [
        { venueId: 'venue-a', password: 'a-secret' },
        { venueId: 'venue-b', password: 'b-secret' },
      ],
    });
  });

  afterAll(async () => {
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a venue publish on its own subjects and refuses it another venue’s', async () => {
    const own = await rawNats(nats.port, [
      connectLine('venue-a', 'a-secret'),
      'PUB group.venue-a.booking_made 2',
      '{}',
    ]);
    expect(own).not.toContain('-ERR');
    const other = await rawNats(nats.port, [
      connectLine('venue-a', 'a-secret'),
      'PUB group.venue-b.booking_made 2',
      '{}',
    ]);
    expect(other).toContain('Permissions Violation for Publish to "group.venue-b.booking_made"');
  });

  it('refuses a wrong password', async () => {
    expect(await rawNats(nats.port, [connectLine('venue-a', 'b-secret')])).toContain(
      'Authorization Violation',
    );
  });

  it('comes back on the same port after a SIGKILL', async () => {
    await nats.kill();
    expect(nats.running).toBe(false);
    await nats.restart();
    expect(await rawNats(nats.port, [connectLine('hub', 'hub-secret')])).toContain('PONG');
  });

  it('makes a PostgreSQL cluster with initdb that stops and starts again', async () => {
    const pg = await PgEngine.start(join(dir, 'pg'));
    try {
      expect(pg.running).toBe(true);
      await pg.stop();
      expect(pg.running).toBe(false);
      await pg.restart();
      expect(pg.running).toBe(true);
    } finally {
      await pg.stop();
    }
  });
});
