import { assertNever } from '../assertNever';
import type { GameMode } from './types';

/**
 * What a player's headline number means in this mode, for the label under it (the scoring screen and the
 * TV's live matches). In a file of its own so the TV bundle can use it without the checkout engine.
 */
export function scoreCaption(mode: GameMode): string {
  switch (mode) {
    case '501':
    case '301':
    case '501 Double Out':
    case '301 Double Out':
      return 'left';
    case 'Cricket':
    case 'High Score':
      return 'points';
    case 'Round the World':
    case 'Around the Clock':
    case 'Shanghai':
      return 'aiming at';
    case 'Killer':
      return 'lives';
    default:
      return assertNever(mode, 'game mode');
  }
}
