import { resolve } from 'node:path';
import { configFromEnv } from './config';
import { RestoreRefused } from './db/restore';
import { restoreOffline } from './db/restoreOffline';

// `npm run restore -- <backup file>`: restores the database in DATA_DIR (the same variable as the server)
// from a backup file, with the server stopped. Exit codes: 0 restored, 1 refused or failed, 2 usage.
const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- <backup file>   (DATA_DIR names the data folder, default ./data)');
  process.exit(2);
}
const { dataDir } = configFromEnv(process.env);
try {
  const kept = restoreOffline(dataDir, resolve(file), new Date());
  console.log(`Restored ${file} into ${dataDir}.`);
  if (kept) console.log(`The previous database is kept as ${kept} in the same folder.`);
  console.log('Start Doubletop again (npm start, or the desktop app).');
} catch (err) {
  console.error(err instanceof RestoreRefused ? `Refused: ${err.message}` : `Restore failed: ${String(err)}`);
  process.exit(1);
}
