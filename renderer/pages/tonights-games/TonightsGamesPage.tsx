import { useQuery } from '@tanstack/react-query';
import { laneGameQueries } from '../../api/queries/laneGame';
import { errorMessage } from '../../api/errors';
import { StatsTable } from '../../components/stats/StatsTable';
import { formatLongDay, formatTime } from '../../../shared/i18n/format';
import { useSettings } from '../../api/queries/settings';
import { useWords } from '../../i18n/words';
import { useTournamentName } from '../../i18n/tournamentNames';
import { modeText } from '../tournaments/tournamentsView';
import './tonightsGames.css';
import { playerName } from '../../i18n/numberedNames';

/**
 * Tonight's Games (staff): every lane game of tonight's venue night (06:00 to 06:00) whose session has ended
 * — or tournament match whose result is in — newest first, with each player's figures — for settling "who
 * threw the 180?" at the bar and for the staff's own leaderboard checks. A session ending refreshes it
 * (lane_updated → stats).
 */
export default function TonightsGamesPage() {
  const words = useWords();
  const { t, language } = words;
  const stageName = useTournamentName();
  // 'Ann v Bob v Cat': the players, as a caption names them.
  const versus = (names: string[]) =>
    names.length === 0
      ? ''
      : names.reduce((first, second) => t('tournaments.tonight.versus', { first, second }));
  const settings = useSettings();
  const zone = settings.data?.timezone ?? 'Europe/London';
  const games = useQuery(laneGameQueries.tonight());
  if (games.isPending) return <p className="page-loading">{t('tournaments.tonight.loading')}</p>;
  if (games.isError) return <p role="alert">{errorMessage(games.error, t('tournaments.tonight.failed'))}</p>;
  const list = games.data.games;
  return (
    <section className="page tonights-games">
      <h1>{t('tournaments.tonight.title')}</h1>
      <p className="muted">
        {t('tournaments.tonight.since', { date: formatLongDay(games.data.night.date, language) })}
      </p>
      {list.length === 0 && <p className="card">{t('tournaments.tonight.none')}</p>}
      {list.map((game) => (
        <article
          key={game.gameId}
          className="card tonights-game"
          aria-label={t('tournaments.tonight.gameLabel', { number: game.laneNumber })}
        >
          <h2>
            {t('tournaments.tonight.heading', {
              number: game.laneNumber,
              mode: modeText(words, game.statistics.mode),
            })}
            {game.match
              ? t('tournaments.tonight.match', {
                  tournament: game.match.tournamentName,
                  stage: stageName(game.match.stage),
                })
              : ''}
            <span className="muted">
              {' '}
              {game.startedAt ? formatTime(game.startedAt, zone) : ''}
              {game.completedAt ? `–${formatTime(game.completedAt, zone)}` : ''}
            </span>
          </h2>
          <StatsTable
            family={game.statistics.family}
            players={game.statistics.players}
            caption={versus(game.statistics.players.map((p) => playerName(t, p.name)))}
          />
          {game.hidden.some(Boolean) && (
            <p className="muted">
              {t('tournaments.tonight.hidden', {
                names: game.statistics.players
                  .filter((_, i) => game.hidden[i])
                  .map((p) => playerName(t, p.name))
                  .join(', '),
              })}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
