import { relayRetryDelayMs } from '../../shared/group/retry';
import { readGroupLink } from '../db/groupLink';
import { insertGroupEvent } from '../db/groupOutbox';
import type { ChannelRules } from '../outbox/port';

/**
 * The outbox's group channel (docs/venue-group.md): events for head office, sent in the order they were
 * written — a booking's cancellation never overtakes its making — so a failed try holds back the queue, for
 * 250 ms doubling to 30 s (shared/group/retry.ts). A venue in no group records nothing; one that joins
 * reports what happens from then on. No event carries a customer's name or contact.
 */
export const groupRules: ChannelRules<'group'> = {
  order: 'in order',
  retryDelayMs: relayRetryDelayMs,
  record(db, { id, at }, { change, dedupeKey }) {
    const link = readGroupLink(db);
    if (!link) return false;
    return insertGroupEvent(db, {
      id,
      venueId: link.venueId,
      kind: change.kind,
      body: JSON.stringify(change),
      occurredAt: at,
      dedupeKey: dedupeKey ?? null,
    });
  },
};
