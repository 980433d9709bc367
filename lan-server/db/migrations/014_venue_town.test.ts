import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { readSettings, writeSettings } from '../settings';
import { MIGRATIONS } from './index';

describe('migration 014: the venue’s town', () => {
  it('a venue at version 13 keeps its settings and reads no town until staff set one', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 13));
    db.prepare(
      `INSERT INTO settings (id, currency, default_hourly_rate, lane_rates, business_name, contact_phone, timezone,
         operating_hours, updated_at)
       VALUES ('s1', 'EUR', '12.00', '{"2":"20.00"}', 'The Oche', '01233 100100', 'Europe/Dublin', '{}',
         '2026-06-01T00:00:00.000Z')`,
    ).run();
    migrate(db);
    const before = readSettings(db);
    expect(before).toMatchObject({
      id: 's1',
      currency: 'EUR',
      laneRates: { '2': '20.00' },
      businessName: 'The Oche',
      town: '',
      contactPhone: '01233 100100',
    });

    writeSettings(db, { ...before, town: 'Ashford' }, '2026-06-02T00:00:00.000Z');
    expect(readSettings(db)).toEqual({ ...before, town: 'Ashford' });
  });
});
