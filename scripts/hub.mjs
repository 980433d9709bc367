// `npm run hub` and `npm run hub:local` (docs/venue-group.md): builds head office's web app when missing or
// older than its sources, bundles the hub's entry (hub/main.ts, or hub/local.ts with --local) and runs it.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleEntry } from './bundle-entry.mjs';
import { isStale } from './freshness.mjs';

const local = process.argv.includes('--local');
if (isStale('dist/hub/index.html', ['hub/web', 'shared/group'])) {
  const built = spawnSync('npx', ['vite', 'build', '--config', 'vite.hub.config.ts'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The group's booking page (docs/group-booking.md), with its brotli and gzip copies.
if (
  isStale('dist/group-booking/group-booking.html', [
    'renderer/group-booking',
    'renderer/pages/customer-booking',
    'shared/group',
  ])
) {
  const built = spawnSync('npx', ['vite', 'build', '--config', 'vite.group-booking.config.ts'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  spawnSync(process.execPath, ['scripts/precompress.mjs', 'dist/group-booking'], { stdio: 'inherit' });
}
// The group's public league page (docs/venue-group.md), with its brotli and gzip copies.
if (
  isStale('dist/group-league/group-league.html', [
    'renderer/group-league-main.tsx',
    'renderer/pages/league-public',
    'shared/api/leaguePublic.ts',
  ])
) {
  const built = spawnSync('npx', ['vite', 'build', '--config', 'vite.group-league.config.ts'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  spawnSync(process.execPath, ['scripts/precompress.mjs', 'dist/group-league'], { stdio: 'inherit' });
}
const out = local ? 'dist/hub-server/local.mjs' : 'dist/hub-server/main.mjs';
await bundleEntry(local ? 'hub/local.ts' : 'hub/main.ts', out, { sourcemap: true });
const hub = spawn(
  process.execPath,
  ['--enable-source-maps', fileURLToPath(new URL(`../${out}`, import.meta.url))],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => hub.kill(signal));
hub.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
