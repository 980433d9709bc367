import { randomUUID } from 'node:crypto';
import type { Reservation } from '../../shared/api/reservations';
import type { Settings } from '../../shared/api/settings';
import type { TestServer } from './harness';

export interface Booking {
  reservedTime: string;
  name?: string;
  phone?: string | null;
  email?: string | null;
  status?: 'active' | 'completed' | 'cancelled';
  laneId?: number;
}

/**
 * Writes a booking straight into the venue's database, as years of trading would have left it: the API
 * cannot book in the past. Returns its id.
 */
export function addBooking(t: TestServer, b: Booking): string {
  const id = randomUUID();
  const end = new Date(Date.parse(b.reservedTime) + 60 * 60_000).toISOString();
  t.server.db
    .prepare(
      `INSERT INTO reservations (id, lane_id, customer_name, player_count, reserved_time, end_time, duration,
         prepaid_amount, contact_info, email_address, status, created_at)
       VALUES (?, ?, ?, 2, ?, ?, 60, '12.50', ?, ?, ?, ?)`,
    )
    .run(
      id,
      b.laneId ?? 1,
      b.name ?? 'Jo Bloggs',
      b.reservedTime,
      end,
      b.phone === undefined ? '07700 900123' : b.phone,
      b.email === undefined ? 'jo@example.com' : b.email,
      b.status ?? 'completed',
      b.reservedTime,
    );
  return id;
}

export interface StoredBooking {
  id: string;
  customer_name: string;
  contact_info: string | null;
  email_address: string | null;
  anonymised_at: string | null;
  lane_id: number;
  reserved_time: string;
  end_time: string;
  prepaid_amount: string;
  status: string;
  player_count: number;
}

export function storedBooking(t: TestServer, id: string): StoredBooking {
  return t.server.db.prepare('SELECT * FROM reservations WHERE id = ?').get(id) as StoredBooking;
}

export interface AuditRow {
  at: string;
  actor: string;
  action: string;
  detail: string;
  affected: number;
}

export function auditRows(t: TestServer): AuditRow[] {
  return t.server.db
    .prepare('SELECT at, actor, action, detail, affected FROM audit_log ORDER BY id')
    .all() as AuditRow[];
}

export async function setRetentionMonths(t: TestServer, cookie: string, months: number): Promise<Response> {
  const settings = (await (await t.lan('/api/settings', { cookie })).json()) as Settings;
  const { id: _id, ...body } = settings;
  return t.lan('/api/settings', { method: 'PUT', cookie, json: { ...body, contactRetentionMonths: months } });
}

export async function postJson<T>(t: TestServer, path: string, cookie: string, json?: unknown) {
  const res = await t.lan(path, { method: 'POST', cookie, json: json ?? {} });
  return { status: res.status, body: (await res.json()) as T };
}

export type ExportBody = { matchedBy: string; exportedAt: string; records: { reservations: Reservation[] } };
