import common from '../i18n/catalogues/common/en';
import type { CommonKey } from '../i18n/keys';
import type { LaneBlockKind } from './laneBlock';

/**
 * Who holds a lane when it has no name of its own — a booking nobody named, a lane session — as the server
 * writes it: 'A booking', 'A lane session', in English like every other name it stores and sends. A screen or
 * a refusal words it in its reader's language from what holds the lane ('Eine Reservierung'); a name someone
 * gave is shown as given. The words are `common.unnamedHolder.*`; one rule for the server and the screens,
 * as for names made from a number (shared/i18n/numberedNames.ts).
 */
const UNNAMED: Readonly<Record<LaneBlockKind, CommonKey>> = {
  reservation: 'common.unnamedHolder.reservation',
  tournament: 'common.unnamedHolder.tournament',
  league: 'common.unnamedHolder.league',
  session: 'common.unnamedHolder.session',
};

const keyOf = (kind: string): CommonKey =>
  kind in UNNAMED ? UNNAMED[kind as LaneBlockKind] : 'common.unnamedHolder.session';

/** The English the server gives a holder of this kind with no name of its own. */
export function unnamedHolder(kind: LaneBlockKind): string {
  return common[keyOf(kind)];
}

/** A holder as its reader gets it: its own name, or the key of the words for an unnamed one of its kind. */
export function holderNaming(kind: string, holder: string): { own: string } | { key: CommonKey } {
  const key = keyOf(kind);
  return holder === common[key] ? { key } : { own: holder };
}
