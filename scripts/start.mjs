// `npm start`: the appliance headless under Node. Builds the screens and the server when their build is
// missing or older than the sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RENDERER_SOURCES, SERVER_SOURCES, isStale } from './freshness.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (
  isStale('dist/renderer/tv/tv.html', RENDERER_SOURCES) ||
  isStale('dist/renderer/index.html', RENDERER_SOURCES) ||
  isStale('dist/renderer/booking.html', RENDERER_SOURCES)
) {
  console.log('Building the screens (npm run build:renderer)...');
  run('npm', ['run', '-s', 'build:renderer']);
}
if (isStale('dist/server/main.mjs', SERVER_SOURCES)) run('node', ['scripts/build-server.mjs']);

// The server runs as a child with the V8 flags the appliance is tuned for (lan-server/node-flags.json);
// this process only passes signals on and exits as the server does.
const { v8 } = JSON.parse(readFileSync(new URL('../lan-server/node-flags.json', import.meta.url), 'utf8'));
const server = spawn(
  process.execPath,
  [...v8, fileURLToPath(new URL('../dist/server/main.mjs', import.meta.url))],
  {
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
