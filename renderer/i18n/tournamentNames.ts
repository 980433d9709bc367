import { useCallback } from 'react';
import { nameWords } from '../../shared/tournament/nameWords';
import { useT, type Translate } from './i18nContext';

/**
 * A name the tournament engine made ('Quarter Finals', 'Group A', 'Round 2 of 4'), in the screen's language
 * through the `tournaments` catalogue (shared/tournament/nameWords.ts reads it into a key); anything else (a
 * player's or a tournament's name) as it is.
 */
export function tournamentName(t: Translate, text: string): string {
  const words = nameWords(text);
  return words ? t(words.key, words.params) : text;
}

/** `tournamentName` with the screen's words; the screen must load the `tournaments` audience. */
export function useTournamentName(): (text: string) => string {
  const t = useT();
  return useCallback((text: string) => tournamentName(t, text), [t]);
}
