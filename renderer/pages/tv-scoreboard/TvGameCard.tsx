import type { Game } from '../../../shared/api/games';
import { gameStatusText, legsText, liveScore } from './tvView';

interface Props {
  label: string;
  game: Game | null;
  /** Shown under the label, e.g. the lane a current game is on. */
  detail?: string;
}

/** One match on the TV: LIVE while being played, WIN beside the winner, TBD for a participant not known yet. */
export function TvGameCard({ label, game, detail }: Props) {
  const legs = game ? game.scores.legs : null;
  const live = game ? liveScore(game) : null;
  const side = (name: string | null, index: 0 | 1) => {
    const won = game !== null && game.status === 'completed' && name !== null && game.winner === name;
    return (
      <div className={'tv-side' + (won ? ' tv-side-won' : '')}>
        <span className="tv-player">{name ?? 'TBD'}</span>
        {live && (
          <span className="tv-remaining" data-testid="tv-remaining">
            {String(live.scores[index])} <span className="tv-caption">{live.caption}</span>
          </span>
        )}
        {Array.isArray(legs) && <span className="tv-legs">{String(legs[index])}</span>}
        {won && <span className="tv-win">WIN</span>}
      </div>
    );
  };
  return (
    <article
      className={'tv-game' + (game && game.status === 'active' ? ' tv-game-live' : '')}
      data-testid="tv-game"
    >
      <div className="tv-game-head">
        <span className="tv-game-label">{label}</span>
        {detail && <span className="tv-sub">{detail}</span>}
        {game && game.status === 'active' && <span className="tv-live">LIVE</span>}
      </div>
      {side(game ? game.home : null, 0)}
      {side(game ? game.away : null, 1)}
      {live && (
        <p className="tv-live-legs" data-testid="tv-live-legs">
          {'Legs ' + live.legs[0] + ' - ' + live.legs[1]}
        </p>
      )}
      <p className="tv-game-status" title={game ? (legsText(game) ?? undefined) : undefined}>
        {game ? gameStatusText(game) : 'Waiting to start'}
      </p>
    </article>
  );
}
