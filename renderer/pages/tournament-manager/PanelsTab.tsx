import type { Panel, TournamentState } from '../../../shared/api/tournaments';
import { useT } from '../../i18n/i18nContext';
import { useTournamentName } from '../../i18n/tournamentNames';
import { PanelsView, type Games } from './ManagerPanels';
import { useAdvanceGroups } from './managerData';

/**
 * Staff's move to the next stage, while the tournament's format offers it (the group knockout's draw once
 * every group game is played). The button reads 'Advance to Quarter Finals' as a rule; the format words it for the stage
 * the knockout will really start with (2 groups go straight to the semi finals).
 */
export function AdvanceButton({ state, onAdvanced }: { state: TournamentState; onAdvanced: () => void }) {
  const advance = useAdvanceGroups(state.tournament.id);
  const name = useTournamentName();
  if (state.advance === null) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={advance.isPending}
      // The socket's new state can take this button away before the answer comes, so the tab moves on
      // from the promise rather than from a callback of a button no longer shown.
      onClick={() => void advance.mutateAsync().then(onAdvanced, () => undefined)}
    >
      {name(state.advance)}
    </button>
  );
}

/** A tournament in setup whose format draws its matches at the start has nothing to show yet. */
export function NotDrawn({ state }: { state: TournamentState }) {
  const t = useT();
  if (state.tournament.status !== 'setup' || state.games.length > 0) return null;
  return <p className="muted">{t('tournaments.live.notDrawn')}</p>;
}

interface Props {
  state: TournamentState;
  games: Games;
  /** The kinds this tab shows. */
  kinds: readonly Panel['kind'][];
  onAdvanced: () => void;
}

/**
 * A tab of panels: Groups (each group's standings, the qualifiers highlighted, and its fixtures with score
 * entry), Standings (the table and the rounds) or Bracket, with the move to the next stage when it is open.
 */
export function PanelsTab({ state, games, kinds, onAdvanced }: Props) {
  const t = useT();
  const name = useTournamentName();
  const panels = state.panels.filter((p) => kinds.includes(p.kind));
  const champion = state.tournament.status === 'completed' ? state.champion : null;
  if (state.tournament.status === 'setup' && state.games.length === 0) return <NotDrawn state={state} />;
  return (
    <div>
      {state.advance !== null && kinds.includes('groups') && (
        <div className="manager-banner">
          <span>{t('tournaments.live.groupsComplete')}</span>
          <AdvanceButton state={state} onAdvanced={onAdvanced} />
        </div>
      )}
      {champion ? (
        <p className="champion-banner">
          <strong>{t('tournaments.live.champion', { name: champion })}</strong>
        </p>
      ) : (
        <p className="muted">{name(state.progress)}</p>
      )}
      <PanelsView panels={panels} games={games} tournamentId={state.tournament.id} />
    </div>
  );
}
