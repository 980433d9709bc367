import type Database from 'better-sqlite3';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/api/settings';
import { parseJson, stmt } from './sql';
import { isLanguage } from '../../shared/i18n/languages';

interface SettingsRow {
  id: string;
  currency: Settings['currency'];
  default_hourly_rate: string;
  lane_rates: string;
  business_name: string;
  town: string;
  contact_phone: string;
  timezone: string;
  operating_hours: string;
  updated_at: string;
  backup_copy_folder: string;
  leaderboard_enabled: number;
  contact_retention_months: number;
  language: string;
}

function toSettings(row: SettingsRow): Settings {
  return {
    id: row.id,
    currency: row.currency,
    defaultHourlyRate: row.default_hourly_rate,
    laneRates: parseJson(row.lane_rates, {}),
    businessName: row.business_name,
    town: row.town,
    contactPhone: row.contact_phone,
    timezone: row.timezone,
    operatingHours: parseJson(row.operating_hours, DEFAULT_SETTINGS.operatingHours),
    backupCopyFolder: row.backup_copy_folder,
    leaderboardEnabled: row.leaderboard_enabled === 1,
    contactRetentionMonths: row.contact_retention_months,
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

/** The venue's one settings row (seeded on first run, so it always exists). */
export function readSettings(db: Database.Database): Settings {
  const row = stmt(db, 'SELECT * FROM settings ORDER BY rowid LIMIT 1').get() as SettingsRow | undefined;
  if (!row) throw new Error('settings row missing: the database was not seeded');
  return toSettings(row);
}

export function writeSettings(db: Database.Database, s: Settings, nowIso: string): void {
  stmt(
    db,
    `INSERT INTO settings (id, currency, default_hourly_rate, lane_rates, business_name, town, contact_phone, timezone, operating_hours, updated_at,
       backup_copy_folder, leaderboard_enabled, contact_retention_months, language)
     VALUES (@id, @currency, @default_hourly_rate, @lane_rates, @business_name, @town, @contact_phone, @timezone, @operating_hours, @updated_at,
       @backup_copy_folder, @leaderboard_enabled, @contact_retention_months, @language)
     ON CONFLICT(id) DO UPDATE SET currency = excluded.currency, default_hourly_rate = excluded.default_hourly_rate,
       lane_rates = excluded.lane_rates, business_name = excluded.business_name, town = excluded.town,
       contact_phone = excluded.contact_phone,
       timezone = excluded.timezone, operating_hours = excluded.operating_hours, updated_at = excluded.updated_at,
       backup_copy_folder = excluded.backup_copy_folder, leaderboard_enabled = excluded.leaderboard_enabled,
       contact_retention_months = excluded.contact_retention_months, language = excluded.language`,
  ).run({
    id: s.id,
    currency: s.currency,
    default_hourly_rate: s.defaultHourlyRate,
    lane_rates: JSON.stringify(s.laneRates),
    business_name: s.businessName,
    town: s.town,
    contact_phone: s.contactPhone,
    timezone: s.timezone,
    operating_hours: JSON.stringify(s.operatingHours),
    updated_at: nowIso,
    backup_copy_folder: s.backupCopyFolder,
    leaderboard_enabled: s.leaderboardEnabled ? 1 : 0,
    contact_retention_months: s.contactRetentionMonths,
    language: s.language,
  });
}
