/**
 * Names the server makes up from a number when nobody gave one: 'Lane 3' for a lane the venue has not named
 * (db/seed.ts), 'Player 2' for a member of a booked party nobody named and for a player who hid themselves
 * from the venue's board. They are stored and sent in that English form, like every other name, and each
 * screen, e-mail and calendar file words them from the number in its reader's language ('Bahn 3',
 * 'Speler 2'): one rule for both, here; the words are `common.numbered.*` (docs/i18n.md, 'Names made from a
 * number'). A name a person gave is shown as typed.
 */

/** A name as its reader gets it: someone's own, or the number a made-up name was made from. */
export type Naming = { own: string } | { number: number };

/** The English name the server gives a lane or a player with no name of their own. */
export const madeUpName = {
  lane: (number: number) => `Lane ${number}`,
  player: (number: number) => `Player ${number}`,
} as const;

/**
 * A lane's own name, or null when it has none: blank, or the 'Lane {n}' the server gives a new lane (of its
 * own number).
 */
export function laneOwnName(lane: { name: string; number: number }): string | null {
  const name = lane.name.trim();
  return name === '' || name === madeUpName.lane(lane.number) ? null : name;
}

/** A lane's naming: its own name, else its number. */
export function laneNaming(lane: { name: string; number: number }): Naming {
  const own = laneOwnName(lane);
  return own === null ? { number: lane.number } : { own };
}

const MADE_UP_PLAYER = /^Player ([1-9]\d*)$/;

/** A player's naming: 'Player 2' as the number 2, any other name as typed. */
export function playerNaming(name: string): Naming {
  const made = MADE_UP_PLAYER.exec(name.trim());
  return made ? { number: Number(made[1]) } : { own: name };
}
