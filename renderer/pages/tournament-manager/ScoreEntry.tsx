import { useState } from 'react';
import type { Game } from '../../../shared/api/games';
import { MAX_LEGS, MIN_LEGS } from '../../../shared/tournament/validation';
import { useT } from '../../i18n/i18nContext';
import { useSaveResult } from './managerData';
import { TakeOffLane } from './TakeOffLane';

interface Props {
  game: Game;
  tournamentId: string;
  /** A group fixture: 'Edit' (other matches say 'Edit Score') and its own saved toast. */
  group?: boolean;
}

function legsOf(game: Game): [number, number] | null {
  const legs = game.scores.legs;
  return Array.isArray(legs) && legs.length === 2 ? [Number(legs[0]), Number(legs[1])] : null;
}

/**
 * One game's score entry: two leg counts 0–10; Save is disabled while saving or when the counts
 * are equal; the side with more legs wins. A completed game shows its score and can be edited again.
 */
export function ScoreEntry({ game, tournamentId, group = false }: Props) {
  const t = useT();
  const saved = legsOf(game);
  const [editing, setEditing] = useState(false);
  const [home, setHome] = useState(saved ? saved[0] : 0);
  const [away, setAway] = useState(saved ? saved[1] : 0);
  const save = useSaveResult(tournamentId);
  const known = game.home !== null && game.away !== null;
  const tbd = t('tournaments.panel.tbd');
  const label = t('tournaments.panel.versus', { home: game.home ?? tbd, away: game.away ?? tbd });

  if (game.status === 'completed' && saved && !editing) {
    return (
      <div className="score-entry">
        <span className={game.winner === game.home ? 'score-winner' : undefined}>{game.home}</span>
        <strong className="score-legs">
          {saved[0]} - {saved[1]}
        </strong>
        <span className={game.winner === game.away ? 'score-winner' : undefined}>{game.away}</span>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => {
            setHome(saved[0]);
            setAway(saved[1]);
            setEditing(true);
          }}
        >
          {group ? t('tournaments.score.edit') : t('tournaments.score.editScore')}
        </button>
      </div>
    );
  }
  if (!known) {
    return (
      <div className="score-entry muted">
        {label} <span className="badge">{tbd}</span>
      </div>
    );
  }
  const clamp = (value: string) => Math.max(MIN_LEGS, Math.min(MAX_LEGS, Math.trunc(Number(value) || 0)));
  return (
    <form
      className="score-entry"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ game, legs: [home, away], group }, { onSuccess: () => setEditing(false) });
      }}
    >
      <label className="score-side">
        <span>{game.home}</span>
        <input
          className="input score-input"
          type="number"
          min={MIN_LEGS}
          max={MAX_LEGS}
          value={home}
          aria-label={t('tournaments.score.legsFor', { name: game.home ?? tbd })}
          onChange={(e) => setHome(clamp(e.target.value))}
        />
      </label>
      <label className="score-side">
        <input
          className="input score-input"
          type="number"
          min={MIN_LEGS}
          max={MAX_LEGS}
          value={away}
          aria-label={t('tournaments.score.legsFor', { name: game.away ?? tbd })}
          onChange={(e) => setAway(clamp(e.target.value))}
        />
        <span>{game.away}</span>
      </label>
      {game.status === 'active' && (
        <span className="badge badge-live">
          {game.laneId ? t('tournaments.score.liveLane', { lane: game.laneId }) : t('tournaments.score.live')}
        </span>
      )}
      <TakeOffLane game={game} tournamentId={tournamentId} />
      <button type="submit" className="btn btn-primary btn-small" disabled={save.isPending || home === away}>
        {save.isPending ? t('tournaments.score.saving') : t('tournaments.score.save')}
      </button>
      {editing && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setEditing(false)}>
          {t('tournaments.setup.cancel')}
        </button>
      )}
    </form>
  );
}
