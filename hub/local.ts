import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { NatsEngine } from './engines/nats';
import { PgEngine } from './engines/postgres';
import { startHubCore } from './hub';
import { ensureAdmin, startHubWeb } from './web';

/**
 * `npm run hub:local`: a whole group's head office on one machine, to try a group — a nats-server with
 * JetStream and a throwaway PostgreSQL cluster (Debian's binaries) in a data folder (HUB_DATA_DIR, default
 * ./hub-data), and the hub itself. Venues (HUB_LOCAL_VENUES, default venue-a,venue-b) get passwords made on
 * the first run and kept in the folder; each appliance joins in Settings → Venue Group with the address,
 * venue id and password printed below.
 */
const Secrets = z.object({ hub: z.string(), venues: z.record(z.string(), z.string()) });

const dir = resolve(process.env.HUB_DATA_DIR ?? 'hub-data');
mkdirSync(dir, { recursive: true });
const secretsPath = join(dir, 'secrets.json');
const secret = () => randomBytes(18).toString('base64url');
const secrets = existsSync(secretsPath)
  ? Secrets.parse(JSON.parse(readFileSync(secretsPath, 'utf8')))
  : { hub: secret(), venues: {} };
for (const venueId of (process.env.HUB_LOCAL_VENUES ?? 'venue-a,venue-b').split(',').filter(Boolean)) {
  secrets.venues[venueId] ??= secret();
}
writeFileSync(secretsPath, JSON.stringify(secrets, null, 2), { mode: 0o600 });

const nats = await NatsEngine.start(
  join(dir, 'nats'),
  {
    hub: { user: 'hub', password: secrets.hub },
    venues: Object.entries(secrets.venues).map(([venueId, password]) => ({ venueId, password })),
  },
  Number(process.env.HUB_NATS_PORT ?? '4222'),
);
const pg = await PgEngine.start(join(dir, 'pg'), Number(process.env.HUB_PG_PORT ?? '5433'));
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
const core = await startHubCore({
  natsUrl: nats.url,
  natsUser: 'hub',
  natsPassword: secrets.hub,
  databaseUrl: pg.url,
  log,
});
await ensureAdmin(core.pool, process.env.HUB_ADMIN_PASSWORD || undefined, log);
const web = await startHubWeb(core, {
  port: Number(process.env.HUB_PORT ?? '8090'),
  staticDir: fileURLToPath(new URL('../hub', import.meta.url)),
  booking: {
    pageUrl: `http://localhost:${process.env.HUB_PORT ?? '8090'}/book`,
    staticDir: fileURLToPath(new URL('../group-booking', import.meta.url)),
  },
  // The group's public league page (docs/venue-group.md, "A league across the group").
  leagueStaticDir: fileURLToPath(new URL('../group-league', import.meta.url)),
  log,
});
log(`Head office on ${web.url}  (NATS ${nats.url}, PostgreSQL ${pg.url})`);
for (const [venueId, password] of Object.entries(secrets.venues)) {
  log(
    `Venue '${venueId}': Settings → Venue Group → hub ${nats.url}, venue id ${venueId}, password ${password}`,
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void web
      .close()
      .then(() => core.stop())
      .then(() => Promise.all([nats.stop(), pg.stop()]))
      .then(() => process.exit(0));
  });
}
