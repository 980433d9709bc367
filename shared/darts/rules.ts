import { assertNever } from '../assertNever';
import { cricketRules } from './cricket';
import { highScoreRules } from './highScore';
import { killerRules } from './killer';
import { roundTheWorldRules } from './roundTheWorld';
import { shanghaiRules } from './shanghai';
import type { GameMode, ModeRules } from './types';
import { x01Rules } from './x01';

const x501 = x01Rules(501, false);
const x301 = x01Rules(301, false);
const x501DoubleOut = x01Rules(501, true);
const x301DoubleOut = x01Rules(301, true);

/** The rules each game mode plays by (docs/behaviour.md#game-modes). */
export function rulesFor(mode: GameMode): ModeRules {
  switch (mode) {
    case '501':
      return x501;
    case '301':
      return x301;
    case '501 Double Out':
      return x501DoubleOut;
    case '301 Double Out':
      return x301DoubleOut;
    case 'Cricket':
      return cricketRules;
    case 'Round the World':
    case 'Around the Clock':
      return roundTheWorldRules;
    case 'Shanghai':
      return shanghaiRules;
    case 'Killer':
      return killerRules;
    case 'High Score':
      return highScoreRules;
    default:
      return assertNever(mode, 'game mode');
  }
}
