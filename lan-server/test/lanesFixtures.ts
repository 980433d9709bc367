import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Lane, Stats } from '../../shared/api/lanes';
import { insertReservation } from '../db/reservations';
import { TestClock, type TestServer } from './harness';

/** Saturday 21 November 2026, noon: winter, so Europe/London wall time reads as UTC in these tests. */
export const NOON = '2026-11-21T12:00:00.000Z';

export function minutesAfter(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/**
 * A booking written straight into the database: the bookings area owns the booking endpoints, and these
 * tests are about what a booking does to a lane, whoever made it.
 */
export function book(
  t: TestServer,
  laneId: number,
  start: string,
  minutes: number,
  extra: { customerName?: string; playerCount?: number; prepaidAmount?: string } = {},
): string {
  const id = randomUUID();
  insertReservation(t.server.db, {
    id,
    laneId,
    customerName: extra.customerName ?? 'Alice',
    playerCount: extra.playerCount ?? 3,
    reservedTime: start,
    endTime: minutesAfter(start, minutes),
    duration: minutes,
    prepaidAmount: extra.prepaidAmount ?? '0.00',
    contactInfo: null,
    emailAddress: null,
    isStaffOverride: false,
    overrideReason: null,
    createdBy: null,
    createdAt: NOON,
  });
  return id;
}

/** A tournament that uses `laneIds` from `start` for `hours`, written straight into the database. */
export function tournamentOn(
  t: TestServer,
  laneIds: number[],
  start: string,
  hours: number,
  name = 'Friday Cup',
) {
  t.server.db
    .prepare(
      `INSERT INTO tournaments (id, name, type, game_mode, match_format, status, selected_lanes, duration,
         scheduled_date, created_at)
       VALUES (?, ?, 'single_elimination', '501', 'best_of_3', 'setup', ?, ?, ?, ?)`,
    )
    .run(randomUUID(), name, JSON.stringify(laneIds), hours, start, NOON);
}

export function reservationStatus(t: TestServer, id: string): string {
  const row = t.server.db.prepare('SELECT status FROM reservations WHERE id = ?').get(id) as {
    status: string;
  };
  return row.status;
}

/** A staff request answering JSON: checks the status and, for lanes, the contract. */
export async function call(
  t: TestServer,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  json?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await t.lan(path, { method, cookie, json: method === 'GET' ? undefined : (json ?? {}) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function getLane(t: TestServer, cookie: string, id: number): Promise<Lane> {
  const { status, body } = await call(t, cookie, 'GET', `/api/lanes/${id}`);
  expect(status).toBe(200);
  return Lane.parse(body);
}

export async function getStats(t: TestServer, cookie: string): Promise<Stats> {
  const { status, body } = await call(t, cookie, 'GET', '/api/stats');
  expect(status).toBe(200);
  return Stats.parse(body);
}

/**
 * A clock on real time, for browser tests: a browser counts down from its own clock, so the server must
 * agree with it. The harness always runs a server on its TestClock, so this one reads the real time.
 */
export function realTimeClock(): TestClock {
  const clock = new TestClock();
  clock.now = () => new Date();
  return clock;
}
