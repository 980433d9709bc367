import type Database from 'better-sqlite3';
import type { CustomerQuery } from '../../shared/api/privacy';
import {
  anonymiseReservations,
  anonymiseReservationsBefore,
  reservationIdsFor,
  reservationsByIds,
} from '../db/reservationContacts';
import { anonymiseOutboxBefore, eraseOutboxFor, outboxRecordsFor } from '../db/outboxContacts';
import { anonymiseCaptainsBefore, captainContactsFor, eraseCaptainContacts } from '../db/captainContacts';

/**
 * Every place the venue keeps a customer's personal data, behind one shape, so retention, erasure and export
 * reach all of them: the bookings, the e-mail outbox with its recipient addresses, and the league team
 * captains' contact addresses. A new store is one
 * more entry in PERSONAL_DATA_STORES — nothing else in the privacy service changes.
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

export const outboxStore: PersonalDataStore = {
  name: 'outbox',
  anonymiseBefore: anonymiseOutboxBefore,
  find: outboxRecordsFor,
  erase: (db, query) => eraseOutboxFor(db, query),
};

/** League team captains' contact addresses (db/captainContacts.ts). */
export const captainStore: PersonalDataStore = {
  name: 'leagueCaptains',
  anonymiseBefore: anonymiseCaptainsBefore,
  find: captainContactsFor,
  erase: (db, query) => eraseCaptainContacts(db, query),
};

/**
 * The stores, in the order an export lists them and an erasure runs. The outbox goes first: it finds a
 * customer's messages through their bookings, which must still carry the e-mail or phone asked about.
 */
export const PERSONAL_DATA_STORES: readonly PersonalDataStore[] = [
  outboxStore,
  reservationStore,
  captainStore,
];
