// `npm start`: the appliance headless under Node. Builds the screens and the server when their build is
// missing or older than the sources, then runs the server in this process's place.
import { spawnSync } from 'node:child_process';
import { RENDERER_SOURCES, SERVER_SOURCES, isStale } from './freshness.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  isStale('dist/renderer/tv/tv.html', RENDERER_SOURCES) ||
  isStale('dist/renderer/index.html', RENDERER_SOURCES)
) {
  console.log('Building the screens (npm run build:renderer)...');
  run('npm', ['run', '-s', 'build:renderer']);
}
if (isStale('dist/server/main.mjs', SERVER_SOURCES)) run('node', ['scripts/build-server.mjs']);

await import(new URL('../dist/server/main.mjs', import.meta.url).href);
