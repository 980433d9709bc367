import type Database from 'better-sqlite3';
import type { DeviceSummary } from '../../shared/api/devices';
import { stmt } from './sql';

export interface PairingCodeRow {
  code_hash: string;
  lane_id: number;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  redeemed_at: string | null;
}

export interface DeviceRow {
  id: string;
  token_hash: string;
  lane_id: number;
  label: string;
  paired_at: string;
  paired_by: string | null;
  last_seen_at: string | null;
  revoked_at: string | null;
}

export function insertPairingCode(db: Database.Database, row: Omit<PairingCodeRow, 'redeemed_at'>): void {
  stmt(
    db,
    `INSERT INTO pairing_codes (code_hash, lane_id, created_by, created_at, expires_at)
     VALUES (@code_hash, @lane_id, @created_by, @created_at, @expires_at)`,
  ).run(row);
}

export function findPairingCode(db: Database.Database, codeHash: string): PairingCodeRow | undefined {
  return stmt(db, 'SELECT * FROM pairing_codes WHERE code_hash = ?').get(codeHash) as
    PairingCodeRow | undefined;
}

export function markPairingCodeRedeemed(db: Database.Database, codeHash: string, nowIso: string): void {
  stmt(db, 'UPDATE pairing_codes SET redeemed_at = ? WHERE code_hash = ?').run(nowIso, codeHash);
}

/** Codes are worthless once expired; dropping them keeps the table to the handful in flight. */
export function deleteStalePairingCodes(db: Database.Database, nowIso: string): void {
  stmt(db, 'DELETE FROM pairing_codes WHERE expires_at <= ? OR redeemed_at IS NOT NULL').run(nowIso);
}

export function insertDevice(
  db: Database.Database,
  row: Omit<DeviceRow, 'last_seen_at' | 'revoked_at'>,
): void {
  stmt(
    db,
    `INSERT INTO devices (id, token_hash, lane_id, label, paired_at, paired_by)
     VALUES (@id, @token_hash, @lane_id, @label, @paired_at, @paired_by)`,
  ).run(row);
}

/** The active (not revoked) device holding this token, if any. */
export function findActiveDeviceByToken(db: Database.Database, tokenHash: string): DeviceRow | undefined {
  return stmt(db, 'SELECT * FROM devices WHERE token_hash = ? AND revoked_at IS NULL').get(tokenHash) as
    DeviceRow | undefined;
}

export function touchDevice(db: Database.Database, id: string, nowIso: string): void {
  stmt(db, 'UPDATE devices SET last_seen_at = ? WHERE id = ?').run(nowIso, id);
}

/** Returns whether an active device was revoked (false: unknown or already revoked). */
export function revokeDeviceRow(db: Database.Database, id: string, nowIso: string): boolean {
  return (
    stmt(db, 'UPDATE devices SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(nowIso, id)
      .changes > 0
  );
}

export function listActiveDevices(db: Database.Database): DeviceSummary[] {
  const rows = stmt(
    db,
    `SELECT d.id, d.lane_id, l.number AS lane_number, d.label, d.paired_at, d.last_seen_at
       FROM devices d JOIN lanes l ON l.id = d.lane_id
      WHERE d.revoked_at IS NULL
      ORDER BY l.number, d.paired_at`,
  ).all() as {
    id: string;
    lane_id: number;
    lane_number: number;
    label: string;
    paired_at: string;
    last_seen_at: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    laneId: r.lane_id,
    laneNumber: r.lane_number,
    label: r.label,
    pairedAt: r.paired_at,
    lastSeenAt: r.last_seen_at,
  }));
}

export function laneNumberOf(db: Database.Database, laneId: number): number | undefined {
  const row = stmt(db, 'SELECT number FROM lanes WHERE id = ?').get(laneId) as { number: number } | undefined;
  return row?.number;
}
