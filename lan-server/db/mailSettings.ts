import type Database from 'better-sqlite3';
import { stmt } from './sql';

/** The venue's stored mail settings (migration 005). The password is read only by the sender. */
export interface StoredMailSettings {
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword: string;
  fromAddress: string;
  publicUrl: string;
  cancelCutoffMinutes: number;
}

interface MailSettingsRow {
  smtp_host: string;
  smtp_port: number;
  smtp_secure: number;
  smtp_user: string;
  smtp_password: string;
  from_address: string;
  public_url: string;
  cancel_cutoff_minutes: number;
}

export function readMailSettings(db: Database.Database): StoredMailSettings {
  const row = stmt(db, 'SELECT * FROM mail_settings WHERE id = 1').get() as MailSettingsRow | undefined;
  if (!row) throw new Error('mail_settings row missing: migration 005 did not run');
  return {
    smtpHost: row.smtp_host,
    smtpPort: row.smtp_port,
    smtpSecure: row.smtp_secure === 1,
    smtpUser: row.smtp_user,
    smtpPassword: row.smtp_password,
    fromAddress: row.from_address,
    publicUrl: row.public_url,
    cancelCutoffMinutes: row.cancel_cutoff_minutes,
  };
}

export function writeMailSettings(db: Database.Database, s: StoredMailSettings, nowIso: string): void {
  stmt(
    db,
    `UPDATE mail_settings SET smtp_host = @smtp_host, smtp_port = @smtp_port, smtp_secure = @smtp_secure,
       smtp_user = @smtp_user, smtp_password = @smtp_password, from_address = @from_address,
       public_url = @public_url, cancel_cutoff_minutes = @cancel_cutoff_minutes, updated_at = @updated_at
     WHERE id = 1`,
  ).run({
    smtp_host: s.smtpHost,
    smtp_port: s.smtpPort,
    smtp_secure: s.smtpSecure ? 1 : 0,
    smtp_user: s.smtpUser,
    smtp_password: s.smtpPassword,
    from_address: s.fromAddress,
    public_url: s.publicUrl,
    cancel_cutoff_minutes: s.cancelCutoffMinutes,
    updated_at: nowIso,
  });
}
