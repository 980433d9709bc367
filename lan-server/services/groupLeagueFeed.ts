import type { LeagueFeedBatch, LeagueFeedReply } from '../../shared/group/groupLeague';
import type { AppContext } from '../context';
import { feedAppliedThrough, setFeedAppliedThrough } from '../db/groupLeague';
import { readGroupLink } from '../db/groupLink';
import { publishLeagueBoard } from './leagueBoard';
import { conflict } from './domainError';
import { applyChange, type Applied } from './groupLeagueChanges';
import { publishLane } from './publishLane';

/**
 * Head office's league feed, applied (docs/venue-group.md, "The venue's half"): the question `league` on the
 * venue's NATS door. Entries are applied in their numbers' order, each once — a number the venue already has
 * is skipped, and a gap stops the batch there — all in one immediate transaction together with the number
 * reached, so a batch sent twice, or cut off by a crash, never applies anything twice or half. The answer is
 * where the venue stands; head office sends on from there.
 *
 * A batch with a change the venue must not take (a fixture another venue hosts, a league it was never sent)
 * is refused whole with a sentence, and nothing of it is written.
 */
export const FEED_MESSAGES = {
  notInGroup: 'This venue is not in a venue group, so it takes no league from head office.',
} as const;

export function applyLeagueFeed(ctx: AppContext, batch: LeagueFeedBatch): LeagueFeedReply {
  const link = readGroupLink(ctx.db);
  if (!link) throw conflict(FEED_MESSAGES.notInGroup);
  const applied: Applied = { lanes: new Set(), leagues: new Set() };
  const appliedThrough = ctx.db
    .transaction(() => {
      let through = feedAppliedThrough(ctx.db);
      const entries = [...batch.entries].sort((a, b) => a.number - b.number);
      for (const entry of entries) {
        if (entry.number <= through) continue;
        if (entry.number !== through + 1) break;
        applyChange(ctx, link.venueId, entry.change, applied);
        through = entry.number;
      }
      setFeedAppliedThrough(ctx.db, through);
      return through;
    })
    .immediate();
  // A night tonight changes what the lane cards show next; the TV and tablets read the league again.
  for (const laneId of applied.lanes) publishLane(ctx, laneId);
  for (const leagueId of applied.leagues) publishLeagueBoard(ctx, leagueId);
  return { appliedThrough };
}
