import { retryDelayMs } from '../../shared/mail/retry';
import { insertOutbox } from '../db/outbox';
import { reservationLanguage } from '../db/reservations';
import { readSettings } from '../db/settings';
import type { ChannelRules } from '../outbox/port';
import { captainFixturesSubject } from './captainFixtures';
import { captainFixturesFor } from './captainFixturesFacts';
import { confirmationSubject, testSubject } from './compose';

/**
 * The outbox's mail channel (docs/email.md): each message on its own, retried 30 s after a failure, then
 * 1, 2, 4 … minutes up to 30 (shared/mail/retry.ts). A message is recorded with the subject it will carry,
 * in the language it will be written in (the customer's for a confirmation), for the staff's outbox list; its body is composed from the booking (or a captain's season) when it is sent
 * (mail/courier.ts).
 */
export const mailRules: ChannelRules<'mail'> = {
  order: 'each on its own',
  retryDelayMs,
  record(db, { id, at }, message) {
    const settings = readSettings(db);
    const venue = settings.businessName;
    if (message.kind === 'league_fixtures') {
      const facts = captainFixturesFor(db, message.seasonId, message.teamId, new Date(at));
      if (!facts) return false;
      insertOutbox(db, {
        id,
        kind: message.kind,
        reservationId: null,
        league: { seasonId: message.seasonId, teamId: message.teamId },
        recipient: message.recipient,
        subject: captainFixturesSubject(facts),
        createdAt: at,
      });
      return true;
    }
    insertOutbox(db, {
      id,
      kind: message.kind,
      reservationId: message.reservationId,
      recipient: message.recipient,
      subject:
        message.kind === 'test'
          ? testSubject(venue, settings.language)
          : confirmationSubject(venue, reservationLanguage(db, message.reservationId ?? '')),
      createdAt: at,
    });
    return true;
  },
};
