/** The darts engine's public surface: pure functions over JSON game states. */
export {
  applyAction,
  gameOptionsError,
  GameRuleError,
  MAX_PLAYERS,
  MAX_TARGET,
  newGame,
  tryApplyAction,
} from './game';
export { checkoutFor, CHECKOUT_MAX, CHECKOUT_MIN } from './checkout';
export { threeDartAverage } from './averages';
export { BULL_SECTION, dartError, dartLabel, isDouble, makeDart, MISS_SECTION } from './labels';
export { CRICKET_TARGETS } from './cricket';
export { turnTotalAction } from './turnTotal';
export { canCheckOutWith, canFinishWith, isVisitTotal } from './visit';
export { KILLER_LIVES } from './killer';
export { HIGH_SCORE_ROUNDS } from './highScore';
export { BUST_TEXTS, GAME_MODES, isGameMode } from './types';
export type {
  ActionResult,
  BustText,
  Dart,
  GameAction,
  GameMode,
  GameState,
  NewGameOptions,
  PlayerState,
} from './types';
