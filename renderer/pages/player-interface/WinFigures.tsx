import type { GameStatistics, LegFigures } from '../../../shared/api/stats';
import type { GameState } from '../../../shared/darts/types';
import { winDialog } from './scoreView';
import { useLaneStats } from './useLaneStats';
import { keyFigures } from './winFiguresView';

/**
 * The key figures in the 'Leg Won!', 'Set Won!' and 'Match Winner!' dialogs: the leg just won (the winner's
 * darts and checkout, each player's average in it), or for the match each player's headline figures. Until
 * the server has the winning dart the dialog says so rather than show the previous leg.
 */
export function WinFigures({ laneId, state }: { laneId: number; state: GameState }) {
  const game = useLaneStats(laneId);
  const dialog = winDialog(state);
  if (dialog === null) return null;
  const stats = game?.statistics;
  const leg = stats?.legs[stats.legs.length - 1];
  if (!stats || !leg || leg.winner !== dialog.winner) {
    return (
      <p className="muted pi-win-figures" role="status">
        Working out the figures...
      </p>
    );
  }
  return dialog.title === 'Match Winner!' ? (
    <MatchFigures stats={stats} />
  ) : (
    <LegSummary stats={stats} leg={leg} />
  );
}

function LegSummary({ stats, leg }: { stats: GameStatistics; leg: LegFigures }) {
  const winner = stats.players[leg.winner ?? 0];
  return (
    <div className="pi-win-figures">
      <p>
        {winner.name} won the leg in {leg.winnerDarts} darts
        {leg.checkout !== null ? ` with a ${leg.checkout} checkout` : ''}.
      </p>
      {stats.family !== 'other' && (
        <ul>
          {leg.players.map((p, i) => (
            <li key={i}>
              {stats.players[i].name}: {stats.family === 'x01' ? 'leg average' : 'marks per round'}{' '}
              {p.average === null ? '–' : p.average.toFixed(2)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MatchFigures({ stats }: { stats: GameStatistics }) {
  return (
    <ul className="pi-win-figures">
      {stats.currentMatch.map((p) => (
        <li key={p.player}>
          {p.name}: {keyFigures(stats.family, p)}
        </li>
      ))}
    </ul>
  );
}
