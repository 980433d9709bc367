import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Audience } from '../../../shared/i18n/keys';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { venueQueries } from '../../api/queries/venue';
import { I18nProvider, useLanguage, useT } from '../../i18n/I18nProvider';
import { useScoring } from '../../stores/scoringTurn';
import type { ScoringState } from '../../stores/scoringState';

/**
 * The tablet's own words, and the staff app's for what it shares with it: the sign-in gate, the statistics
 * tables and the toaster; match night's on a league night; and the tournament screens' for a match's stage
 * ('Viertelfinale').
 */
const TABLET_AUDIENCES: readonly Audience[] = ['common', 'tablet', 'staff', 'leagueNight', 'tournaments'];

/** Where a tablet keeps its players' choice: one entry, naming the session it was made in. */
export const TABLET_LANGUAGE_STORAGE = 'doubletop.tabletLanguage';

interface Choice {
  session: string;
  language: Language;
}

/**
 * What a language choice belongs to: the lane's session (from its start), or the tournament match the lane
 * plays. A new session or match is a new key, so the choice ends with the session it was made in.
 */
export function sessionKeyOf(
  s: Pick<ScoringState, 'laneId' | 'gameId' | 'session' | 'match'>,
): string | null {
  if (s.laneId === null || s.gameId === null) return null;
  if (s.match) return `match:${s.gameId}`;
  if (s.session?.startTime) return `lane:${s.laneId}:${s.session.startTime}`;
  return `lane:${s.laneId}:${s.gameId}`;
}

function storedChoice(): Choice | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(TABLET_LANGUAGE_STORAGE) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { session, language } = parsed as Record<string, unknown>;
    return typeof session === 'string' && isLanguage(language) ? { session, language } : null;
  } catch {
    return null;
  }
}

/**
 * The lane tablet speaks the venue's language (read without a sign-in, kept live by `language_changed`),
 * unless its players chose another for their session with the switch in the header: that choice is kept on
 * this tablet (localStorage) with the session it was made in, and lapses when the lane's session or match
 * ends (docs/i18n.md, 'Who sees which language').
 */
export function TabletI18n({ laneId, children }: { laneId: number; children: ReactNode }) {
  const t = useT();
  const outer = useLanguage();
  const venue = useQuery(venueQueries.language());
  const session = useScoring((s) => (s.laneId === laneId ? sessionKeyOf(s) : null));
  const [choice, setChoice] = useState<Choice | null>(storedChoice);
  if (venue.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const chosen = choice !== null && session !== null && choice.session === session ? choice.language : null;
  const language = chosen ?? venue.data?.language ?? outer;
  const choose =
    session === null
      ? undefined
      : (next: Language) => {
          const made = { session, language: next };
          try {
            localStorage.setItem(TABLET_LANGUAGE_STORAGE, JSON.stringify(made));
          } catch {
            // A browser that keeps nothing still switches for as long as the page is open.
          }
          setChoice(made);
        };
  return (
    <I18nProvider language={language} audiences={TABLET_AUDIENCES} onChoose={choose}>
      {children}
    </I18nProvider>
  );
}
