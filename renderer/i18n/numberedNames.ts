import { useMemo } from 'react';
import { madeUpName, type Naming, laneNaming, playerNaming } from '../../shared/i18n/numberedNames';
import { useT, type Translate } from './i18nContext';

/**
 * A lane or a player the server named from a number ('Lane 3', 'Player 2'), worded in the screen's language
 * ('Bahn 3', 'Spieler 2') by the one rule of shared/i18n/numberedNames.ts; an own name as typed. A screen
 * without the `common.numbered.*` words shows the English name.
 */
function worded(t: Translate, naming: Naming, kind: keyof typeof madeUpName): string {
  if ('own' in naming) return naming.own;
  const key = kind === 'lane' ? 'common.numbered.lane' : 'common.numbered.player';
  const words = t(key, { number: naming.number });
  return words === key ? madeUpName[kind](naming.number) : words;
}

/** A lane's name in the screen's language: its own, else 'Bahn 3' from its number. */
export function laneName(t: Translate, lane: { name: string; number: number }): string {
  return worded(t, laneNaming(lane), 'lane');
}

/** A player's name in the screen's language: as typed, or 'Spieler 2' for the made-up 'Player 2'. */
export function playerName(t: Translate, name: string): string {
  return worded(t, playerNaming(name), 'player');
}

/** Both, with the screen's words. */
export function useNumberedNames(): {
  lane: (lane: { name: string; number: number }) => string;
  player: (name: string) => string;
} {
  const t = useT();
  return useMemo(() => ({ lane: (lane) => laneName(t, lane), player: (name) => playerName(t, name) }), [t]);
}
