import { spawnSync } from 'node:child_process';

/** The faults run the real headless server, so build it first (esbuild: a second or two). */
export default function setup(): void {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building dist/server/main.mjs failed');
}
