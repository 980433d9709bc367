import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { CONFIGURABLE_LANES, DEFAULT_SETTINGS } from '../../shared/api/settings';
import { insertLane } from './lanes';
import { writeSettings } from './settings';
import { stmt } from './sql';

/**
 * First run: lanes 1–10 and the default settings (docs/behaviour.md#settings). Idempotent: a restart adds
 * nothing and changes nothing the venue has edited.
 */
export function seedVenue(db: Database.Database, nowIso: string): void {
  db.transaction(() => {
    const laneCount = (stmt(db, 'SELECT COUNT(*) AS n FROM lanes').get() as { n: number }).n;
    if (laneCount === 0) {
      for (let n = 1; n <= CONFIGURABLE_LANES; n++) insertLane(db, { id: n, number: n, name: `Lane ${n}` });
    }
    const hasSettings = stmt(db, 'SELECT 1 FROM settings LIMIT 1').get();
    if (!hasSettings) writeSettings(db, { id: randomUUID(), ...DEFAULT_SETTINGS }, nowIso);
  }).immediate();
}
