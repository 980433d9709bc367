// Is a build output older than any of its sources? Used so `npm start` and the browser tests never run
// stale screens, without rebuilding when nothing changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

export const RENDERER_SOURCES = [
  'renderer',
  'shared',
  'vite.config.ts',
  'vite.tv.config.ts',
  'vite.booking.config.ts',
  'vite.league.config.ts',
  'package-lock.json',
];
export const SERVER_SOURCES = ['lan-server', 'server-kit', 'shared', 'package-lock.json'];
