import type { KnockoutResponse, Tournament } from '../../../shared/api/tournaments';
import {
  KNOCKOUT_STAGES,
  STAGE_TITLES,
  knockoutLabel,
  type KnockoutStage,
} from '../../../shared/tournament/knockout';
import { ScoreEntry } from './ScoreEntry';

/** SPEC §2 Bracket empty texts: each card waits for the stage before it. */
export const BRACKET_EMPTY: Record<KnockoutStage, string> = {
  quarter: 'Complete group stage first',
  semi: 'Complete quarter finals first',
  final: 'Complete semi finals first',
};

interface Props {
  tournament: Tournament;
  knockout: KnockoutResponse | undefined;
  /** The tree dialog shows the bracket without score entry. */
  readOnly?: boolean;
}

/** Bracket: cards Quarter Finals, Semi Finals and Final (SPEC §2), each match with its score entry. */
export function BracketTab({ tournament, knockout, readOnly = false }: Props) {
  const champion = typeof tournament.bracket?.champion === 'string' ? tournament.bracket.champion : null;
  // Once drawn, a knockout that starts at the semi finals (2 groups) has no quarter-final card.
  const first = KNOCKOUT_STAGES.indexOf(tournament.bracket?.firstStage as KnockoutStage);
  const stages = first > 0 ? KNOCKOUT_STAGES.slice(first) : KNOCKOUT_STAGES;
  return (
    <div>
      {tournament.status === 'completed' && champion && (
        <p className="champion-banner">
          Champion: <strong>{champion}</strong>
        </p>
      )}
      <div className="bracket-grid">
        {stages.map((stage) => {
          const games = knockout ? knockout[stage] : [];
          return (
            <section key={stage} className="card bracket-card" aria-label={STAGE_TITLES[stage]}>
              <h3>{STAGE_TITLES[stage]}</h3>
              {games.length === 0 ? (
                <p className="muted">{BRACKET_EMPTY[stage]}</p>
              ) : (
                <ul className="fixtures">
                  {games.map((g) => (
                    <li key={g.id}>
                      <span className="fixture-round">{knockoutLabel(stage, g.roundNumber)}</span>
                      {readOnly ? (
                        <span>
                          {g.home ?? 'TBD'} v {g.away ?? 'TBD'}
                          {g.winner ? ` — Winner: ${g.winner}` : ''}
                        </span>
                      ) : (
                        <ScoreEntry game={g} tournamentId={tournament.id} editLabel="Edit Score" />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
