import { useNavigate, useParams } from 'react-router-dom';
import TvScoreboardPage from './TvScoreboardPage';
import { TvNavigateContext } from './tvNavigation';
import { useTvLiveUpdates } from './tvLive';

/**
 * The scoreboard inside the LAN app (staff open it from the dashboard): the TV's own screen, with the
 * app's router for its paths and its own socket for live updates, since its data lives in the TV's
 * small cache (tvQuery.ts), not in the app's query client.
 */
export default function TvScoreboardRoute() {
  const { tournamentId } = useParams<{ tournamentId?: string }>();
  const navigate = useNavigate();
  useTvLiveUpdates();
  return (
    <TvNavigateContext.Provider value={navigate}>
      <TvScoreboardPage tournamentId={tournamentId} />
    </TvNavigateContext.Provider>
  );
}
