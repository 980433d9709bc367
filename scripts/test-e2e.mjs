// Browser tests: build the screens if needed, then drive Debian's Chromium with playwright-core.
// Chromium is installed by .ci/run; on a machine without it the browser tests are reported as not run
// (and fail under CI, where they must run).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { RENDERER_SOURCES, isStale } from './freshness.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Browser tests need Chromium at ${chromium} (apt-get install -y chromium).`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} Skipping them on this machine.`);
  process.exit(0);
}
if (
  isStale('dist/renderer/tv/tv.html', RENDERER_SOURCES) ||
  isStale('dist/renderer/index.html', RENDERER_SOURCES) ||
  isStale('dist/renderer/booking.html', RENDERER_SOURCES) ||
  isStale('dist/renderer/league.html', RENDERER_SOURCES)
) {
  const build = spawnSync('npm', ['run', '-s', 'build:renderer'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
