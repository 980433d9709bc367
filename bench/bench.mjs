// `npm run bench`: builds what is measured — the headless server (scripts/build-server.mjs), the screens into
// a build of the benchmark's own (so a concurrent `vite build` elsewhere cannot change them mid-run) and the
// benchmark itself — then runs dist/bench/run.mjs with the arguments given (e.g. `-- --smoke`).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { RENDERER_SOURCES, SERVER_SOURCES, isStale } from '../scripts/freshness.mjs';
import { NODE_BUNDLE } from '../scripts/bundle-entry.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const rendererOut = resolve('dist/bench/renderer');
if (isStale('dist/server/main.mjs', SERVER_SOURCES)) run('node', ['scripts/build-server.mjs']);
if (
  isStale(`${rendererOut}/booking.html`, RENDERER_SOURCES) ||
  isStale(`${rendererOut}/tv/tv.html`, RENDERER_SOURCES)
) {
  // The same steps as `npm run build:renderer`: the app, the booking page, the TV, the .br/.gz copies.
  console.log('Building the screens for the benchmark (vite build)...');
  run('npx', ['vite', 'build', '--outDir', rendererOut, '--emptyOutDir', '--logLevel', 'warn']);
  run('npx', [
    'vite',
    'build',
    '--config',
    'vite.booking.config.ts',
    '--outDir',
    rendererOut,
    '--logLevel',
    'warn',
  ]);
  const tvOut = `${rendererOut}/tv`;
  run('npx', [
    'vite',
    'build',
    '--config',
    'vite.tv.config.ts',
    '--outDir',
    tvOut,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  run('node', ['scripts/precompress.mjs', rendererOut]);
}
await build({
  entryPoints: {
    run: 'bench/run.ts',
    bareServer: 'bench/bareServer.ts',
    slowdownPreload: 'bench/slowdownPreload.ts',
    reservationsCost: 'bench/reservationsCost.ts',
    tailProbe: 'bench/tailProbe.ts',
    loopProbePreload: 'bench/loopProbePreload.ts',
    stallPreload: 'bench/stallPreload.ts',
  },
  outdir: 'dist/bench',
  outExtension: { '.js': '.mjs' },
  ...NODE_BUNDLE,
});
const result = spawnSync(process.execPath, ['dist/bench/run.mjs', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, BENCH_STATIC_DIR: rendererOut },
});
process.exit(result.status ?? 1);
