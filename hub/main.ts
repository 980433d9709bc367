import { fileURLToPath } from 'node:url';
import { startHubCore } from './hub';
import { ensureAdmin, startHubWeb } from './web';

/**
 * `npm run hub`: head office (docs/venue-group.md). HUB_NATS_URL (the NATS cluster; HUB_NATS_USER and
 * HUB_NATS_PASSWORD for the hub's own user), HUB_DATABASE_URL (PostgreSQL), HUB_PORT (the web app, default
 * 8090; HUB_HOST to listen beyond loopback), HUB_ADMIN_PASSWORD (the first run's admin password; generated and
 * logged once when unset), HUB_REPLICAS (the stream's replicas when the hub makes it: 3 on a cluster),
 * HUB_PUBLIC_URL (how people reach the hub) and HUB_TRUST_PROXY (proxy hops in front of it).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} must be set (see docs/venue-group.md)`);
    process.exit(2);
  }
  return value;
}

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
const core = await startHubCore({
  natsUrl: required('HUB_NATS_URL'),
  natsUser: process.env.HUB_NATS_USER ?? 'hub',
  natsPassword: required('HUB_NATS_PASSWORD'),
  databaseUrl: required('HUB_DATABASE_URL'),
  replicas: Number(process.env.HUB_REPLICAS ?? '1') || 1,
  log,
});
await ensureAdmin(core.pool, process.env.HUB_ADMIN_PASSWORD || undefined, log);
// HUB_PUBLIC_URL is how people reach the hub (head office and the group's booking page): its origin may
// write, https turns on HSTS and Secure cookies, and cancel links point under it.
const publicUrl = process.env.HUB_PUBLIC_URL || undefined;
const web = await startHubWeb(core, {
  port: Number(process.env.HUB_PORT ?? '8090'),
  host: process.env.HUB_HOST ?? '127.0.0.1',
  // Bundled as dist/hub-server/main.mjs; the web app is built into dist/hub (vite.hub.config.ts).
  staticDir: fileURLToPath(new URL('../hub', import.meta.url)),
  ...(publicUrl ? { publicUrl } : {}),
  ...(process.env.HUB_TRUST_PROXY ? { trustProxy: Number(process.env.HUB_TRUST_PROXY) || 1 } : {}),
  // The group's booking page (docs/group-booking.md).
  booking: {
    pageUrl: `${publicUrl ?? `http://localhost:${process.env.HUB_PORT ?? '8090'}`}/book`,
    staticDir: fileURLToPath(new URL('../group-booking', import.meta.url)),
  },
  // The group's public league page (docs/venue-group.md, "A league across the group").
  leagueStaticDir: fileURLToPath(new URL('../group-league', import.meta.url)),
  log,
});
log(`Head office on ${web.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void web
      .close()
      .then(() => core.stop())
      .then(() => process.exit(0));
  });
}
