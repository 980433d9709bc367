import type Database from 'better-sqlite3';
import type { CustomerQuery } from '../../shared/api/privacy';
import {
  anonymiseReservations,
  anonymiseReservationsBefore,
  reservationIdsFor,
  reservationsByIds,
} from '../db/reservationContacts';

/**
 * Every place the venue keeps a customer's personal data, behind one shape, so retention, erasure and
 * export reach all of them. Today that is the bookings; a new store (the e-mail outbox, which holds
 * recipient addresses and message bodies) is one more entry in PERSONAL_DATA_STORES — nothing else in
 * the privacy service changes.
 *
 * Every function runs inside the caller's transaction.
 */
export interface PersonalDataStore {
  /** The store's key in an export's `records` and in audit details ('reservations', 'outbox'). */
  name: string;
  /**
   * Scrubs at most `limit` records whose booking started before `cutoffIso`; returns how many it changed
   * (0 once none is left), so the job can work in small batches.
   */
  anonymiseBefore(db: Database.Database, cutoffIso: string, nowIso: string, limit: number): number;
  /** The customer's records, as handed over in a subject access request. */
  find(db: Database.Database, query: CustomerQuery): unknown[];
  /** Scrubs the customer's records now; returns how many changed. */
  erase(db: Database.Database, query: CustomerQuery, nowIso: string): number;
}

export const reservationStore: PersonalDataStore = {
  name: 'reservations',
  anonymiseBefore: anonymiseReservationsBefore,
  find: (db, query) => reservationsByIds(db, reservationIdsFor(db, query)),
  erase: (db, query, nowIso) => anonymiseReservations(db, reservationIdsFor(db, query), nowIso),
};

/** The stores, in the order an export lists them. Add the outbox here when it exists (issue 11). */
export const PERSONAL_DATA_STORES: readonly PersonalDataStore[] = [reservationStore];
