// `npm run restore -- <backup file>`: bundles the restore entry when it is missing or stale (as `npm start`
// does the server), then runs it with the file named. Works on a fresh clone after `npm ci`.
import { spawnSync } from 'node:child_process';
import { bundleEntry } from './bundle-entry.mjs';
import { SERVER_SOURCES, isStale } from './freshness.mjs';

const OUT = 'dist/server/restore.mjs';
if (isStale(OUT, SERVER_SOURCES)) await bundleEntry('lan-server/restoreMain.ts', OUT);
const result = spawnSync(process.execPath, [OUT, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
