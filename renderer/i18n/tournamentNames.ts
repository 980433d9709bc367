import { useCallback } from 'react';
import { nameWords } from '../../shared/tournament/nameWords';
import { useT, type Translate } from './i18nContext';

/**
 * A name the tournament engine made ('Quarter Finals', 'Group A', 'Round 2 of 4'), in the screen's language
 * through the `tournaments` catalogue (shared/tournament/nameWords.ts reads it into a key); anything else (a
 * player's or a tournament's name) as it is. The TV's own bundle carries just these `tournaments.name.*` words
 * of that audience (renderer/tv/TvI18n.tsx); a screen without them shows the engine's English.
 */
export function tournamentName(t: Translate, text: string): string {
  const words = nameWords(text);
  if (!words) return text;
  const worded = t(words.key, words.params);
  return worded === words.key ? text : worded;
}

/** `tournamentName` with the screen's words. */
export function useTournamentName(): (text: string) => string {
  const t = useT();
  return useCallback((text: string) => tournamentName(t, text), [t]);
}
