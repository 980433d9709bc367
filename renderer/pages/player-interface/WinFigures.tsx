import type { GameStatistics, LegFigures } from '../../../shared/api/stats';
import type { GameState } from '../../../shared/darts/types';
import { winDialog } from './scoreView';
import { useLaneStats } from './useLaneStats';
import { keyFigures } from './winFiguresView';
import { formatNumber } from '../../../shared/i18n/format';
import { useWords } from '../../i18n/words';
import { playerName } from '../../i18n/numberedNames';

/**
 * The key figures in the 'Leg Won!', 'Set Won!' and 'Match Winner!' dialogs: the leg just won (the winner's
 * darts and checkout, each player's average in it), or for the match each player's headline figures. Until
 * the server has the winning dart the dialog says so rather than show the previous leg.
 */
export function WinFigures({ laneId, state }: { laneId: number; state: GameState }) {
  const { t } = useWords();
  const game = useLaneStats(laneId);
  const dialog = winDialog(state);
  if (dialog === null) return null;
  const stats = game?.statistics;
  const leg = stats?.legs[stats.legs.length - 1];
  if (!stats || !leg || leg.winner !== dialog.winner) {
    return (
      <p className="muted pi-win-figures" role="status">
        {t('tablet.win.working')}
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
  const { t, language } = useWords();
  const winner = stats.players[leg.winner ?? 0];
  const won = { name: playerName(t, winner.name), darts: String(leg.winnerDarts) };
  return (
    <div className="pi-win-figures">
      <p>
        {leg.checkout !== null
          ? t('tablet.win.legInCheckout', { ...won, checkout: String(leg.checkout) })
          : t('tablet.win.legIn', won)}
      </p>
      {stats.family !== 'other' && (
        <ul>
          {leg.players.map((p, i) => (
            <li key={i}>
              {t(stats.family === 'x01' ? 'tablet.win.legAverage' : 'tablet.win.marksPerRound', {
                name: playerName(t, stats.players[i].name),
                value: p.average === null ? '–' : formatNumber(p.average, language, 2),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MatchFigures({ stats }: { stats: GameStatistics }) {
  const words = useWords();
  return (
    <ul className="pi-win-figures">
      {stats.currentMatch.map((p) => (
        <li key={p.player}>
          {playerName(words.t, p.name)}: {keyFigures(stats.family, p, words)}
        </li>
      ))}
    </ul>
  );
}
