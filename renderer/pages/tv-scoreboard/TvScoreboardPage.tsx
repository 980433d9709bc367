import { TvSelection } from './TvSelection';
import { TvTournament } from './TvTournament';
import './tvScoreboard.css';

/** /tv/scoreboard/{tournamentId?}: the selection page without an id, one tournament with it. */
export default function TvScoreboardPage({ tournamentId }: { tournamentId?: string }) {
  return <div className="tv">{tournamentId ? <TvTournament id={tournamentId} /> : <TvSelection />}</div>;
}
