import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { openDatabase } from '../lan-server/db/open';
import { ms, perSec } from './report';
import { FUTURE_DAYS, seedRealisticVenue, VENUE_ZONE } from './seed';
import { load } from './figures/throughput';
import { median, signIn } from './support/http';
import { SERVER_ENTRY, STAFF_PASSWORD, startServerProcess } from './support/serverProcess';

/**
 * What one answer of GET /api/reservations costs the server, at a small venue and at a busy one, for any
 * build of the server: `node dist/bench/reservationsCost.mjs [label=path/to/server/main.mjs …]` (the
 * worktree's own build when none is named). Ten desks at once (10 connections), three loads of 5 s each
 * after a second's warm-up, the server's CPU per answer read from /proc (the bench's own `load()`); no
 * Accept-Encoding, so no compression is counted. Built by `npm run bench` beside the bench itself.
 *
 * The small venue is the bench's seed (200 bookings over the next ten days and the rest of today); the busy
 * one is the same seed with 304 more ahead — two evening bookings on four lanes for the 38 days after —
 * about 500 in all.
 */
const LOADS = 3;
const SECONDS = 5;
const CONNECTIONS = 10;
const BUSY_LANES = [3, 5, 7, 9] as const;
const BUSY_TIMES = ['19:00', '20:30'] as const;
const BUSY_DAYS = 38;

function addDiary(dataDir: string, now: Date): number {
  const db = openDatabase(dataDir);
  try {
    const insert = db.prepare(
      `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
         prepaid_amount, contact_info, email_address, status, created_at)
       VALUES (?, ?, ?, 2, ?, ?, 60, '0.00', ?, ?, 'active', ?)`,
    );
    const today = DateTime.fromJSDate(now, { zone: VENUE_ZONE }).startOf('day');
    let n = 0;
    db.transaction(() => {
      for (let d = FUTURE_DAYS + 1; d <= FUTURE_DAYS + BUSY_DAYS; d++)
        for (const lane of BUSY_LANES)
          for (const time of BUSY_TIMES) {
            const [hour, minute] = time.split(':').map(Number);
            const start = today.plus({ days: d }).set({ hour, minute }).toMillis();
            n++;
            insert.run(
              randomUUID(),
              lane,
              `Diary ${n}`,
              new Date(start).toISOString(),
              new Date(start + 3_600_000).toISOString(),
              `07700 7${String(n).padStart(5, '0')}`,
              `diary${n}@example.com`,
              now.toISOString(),
            );
          }
    })();
    return n;
  } finally {
    db.close();
  }
}

function activeAhead(dataDir: string, now: Date): number {
  const db = openDatabase(dataDir);
  try {
    const row = db
      .prepare(`SELECT count(*) AS n FROM reservations WHERE status = 'active' AND end_time > ?`)
      .get(now.toISOString()) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

async function measure(entry: string, dataDir: string, staticDir: string) {
  const server = await startServerProcess({ dataDir, entry, env: { STATIC_DIR: staticDir } });
  try {
    const cookie = await signIn(server.lanUrl, 'staff', STAFF_PASSWORD);
    const url = `${server.lanUrl}/api/reservations`;
    const answer = await fetch(url, { headers: { cookie } });
    const cards = ((await answer.json()) as unknown[]).length;
    const loads = [];
    for (let i = 0; i < LOADS; i++)
      loads.push(
        await load(url, SECONDS, { pid: server.pid, headers: { cookie }, connections: CONNECTIONS }),
      );
    const bad = loads.reduce((sum, l) => sum + l.non2xx + l.errors, 0);
    return {
      cards,
      cpuMs: loads.map((l) => (l.cpuMicrosPerRequest ?? Number.NaN) / 1000),
      perSecond: loads.map((l) => l.perSecond),
      bad,
    };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const staticDir = process.env.BENCH_STATIC_DIR ?? join(process.cwd(), 'dist', 'bench', 'renderer');
  const named = process.argv.slice(2).map((arg) => {
    const at = arg.indexOf('=');
    return at > 0 ? { label: arg.slice(0, at), entry: arg.slice(at + 1) } : { label: arg, entry: arg };
  });
  const builds = named.length ? named : [{ label: 'this build', entry: SERVER_ENTRY }];
  const now = new Date();
  const small = mkdtempSync(join(tmpdir(), 'doubletop-rescost-small-'));
  const busy = mkdtempSync(join(tmpdir(), 'doubletop-rescost-busy-'));
  try {
    seedRealisticVenue(small, now);
    seedRealisticVenue(busy, now);
    addDiary(busy, now);
    const venues = [
      { name: `small venue (${activeAhead(small, now)} bookings ahead)`, dataDir: small },
      { name: `busy venue (${activeAhead(busy, now)} bookings ahead)`, dataDir: busy },
    ];
    console.log(
      `GET /api/reservations at ${CONNECTIONS} connections, ${LOADS} loads of ${SECONDS} s each, server CPU per answer`,
    );
    for (const b of builds)
      for (const v of venues) {
        const r = await measure(b.entry, v.dataDir, staticDir);
        const cpu = r.cpuMs.map((c) => ms(c)).join(', ');
        const rate = r.perSecond.map((p) => perSec(p)).join(', ');
        console.log(
          `${b.label} — ${v.name}: ${r.cards} cards; CPU per answer ${cpu} (median ${ms(median(r.cpuMs))}); ${rate}${r.bad ? `; ${r.bad} failed or non-2xx` : ''}`,
        );
      }
  } finally {
    rmSync(small, { recursive: true, force: true });
    rmSync(busy, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
