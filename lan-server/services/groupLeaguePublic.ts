import { safeParse } from 'zod/v4/core';
import { PublicLeague } from '../../shared/api/leaguePublic';
import type { AppContext } from '../context';
import { findGroupLeague } from '../db/groupLeague';
import { parseJson } from '../db/sql';
import { readSettings } from '../db/settings';

/**
 * A league across the group on the venue's own public league page: head office's latest public snapshot
 * (`tables_changed`), which is head office's public league page's own answer, shown as it is with the time
 * head office computed it. What the venue's page does not show is left out by the parse; a snapshot that is
 * not a league page at all is not shown (the venue then shows its own hosted fixtures). Undefined for a
 * venue's own league, or before the first snapshot.
 */
export function headOfficePage(ctx: AppContext, leagueId: string): PublicLeague | undefined {
  const group = findGroupLeague(ctx.db, leagueId);
  if (!group?.snapshot || !group.snapshotAt) return undefined;
  const page = safeParse(PublicLeague, parseJson<unknown>(group.snapshot, null));
  if (!page.success) return undefined;
  return { ...page.data, asOf: { at: group.snapshotAt, zone: readSettings(ctx.db).timezone } };
}
