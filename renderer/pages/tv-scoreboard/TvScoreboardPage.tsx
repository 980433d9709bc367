import { useParams } from 'react-router-dom';
import { installAbortController } from './abortControllerPolyfill';
import { TvSelection } from './TvSelection';
import { TvTournament } from './TvTournament';
import './tvScoreboard.css';

// Before the first query runs (react-query needs it; old TV engines lack it).
installAbortController(window as unknown as { AbortController?: unknown });

/** /tv/scoreboard/{tournamentId?}: the selection page without an id, one tournament with it (SPEC §2). */
export default function TvScoreboardPage() {
  const { tournamentId } = useParams<{ tournamentId?: string }>();
  return <div className="tv">{tournamentId ? <TvTournament id={tournamentId} /> : <TvSelection />}</div>;
}
