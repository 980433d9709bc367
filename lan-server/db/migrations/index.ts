import { historyByCompletion } from './011_history_by_completion';
import type { Migration } from './migration';
import { initialSchema } from './001_initial';
import { scoringActions } from './002_scoring';
import { devicesSchema } from './003_devices';
import { reservationsByEnd } from './004_reservations_by_end';
import { outboxSchema } from './005_outbox';
import { backupCopies } from './006_backup_copies';
import { gameLogSchema } from './007_game_log';
import { laneGamesByStart } from './009_lane_games_by_start';
import { historyAndPrivacy } from './008_history_and_privacy';
import { outboxAtAnyAge } from './010_outbox_at_any_age';
import { groupOutbox } from './012_group_outbox';
import { groupBookings } from './013_group_bookings';
import { venueTown } from './014_venue_town';
import { groupHolds } from './015_group_holds';
import { oneOutboxShape } from './016_one_outbox_shape';
import { languages } from './017_languages';
import { leagues } from './018_leagues';
import { userLanguage } from './019_user_language';
import { leagueMail } from './020_league_mail';
import { groupLeague } from './021_group_league';

/**
 * Every migration, numbered 1..N with no gaps (migrate() refuses a gap: a migration numbered below a
 * venue's current version would never run there). Add yours as N+1; never edit one that has shipped.
 */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  scoringActions,
  devicesSchema,
  reservationsByEnd,
  outboxSchema,
  backupCopies,
  gameLogSchema,
  historyAndPrivacy,
  laneGamesByStart,
  outboxAtAnyAge,
  historyByCompletion,
  groupOutbox,
  groupBookings,
  venueTown,
  groupHolds,
  oneOutboxShape,
  languages,
  leagues,
  userLanguage,
  leagueMail,
  groupLeague,
];
