// `npm run dev`: the server (rebuilt from source) on the usual ports plus Vite's dev server with hot
// reload, which proxies /api and /ws to the LAN door (vite.config.ts).
import { spawn, spawnSync } from 'node:child_process';

const built = spawnSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const children = [
  spawn('node', ['dist/server/main.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MDNS: process.env.MDNS ?? '0' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
