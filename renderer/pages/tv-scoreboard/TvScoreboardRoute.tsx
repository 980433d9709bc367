import { useNavigate, useParams } from 'react-router-dom';
import { ScreenQueryContext } from '../../api/screenQuery';
import { useAppScreenQuery } from '../../api/queries/appScreenQuery';
import TvScoreboardPage from './TvScoreboardPage';
import { TvNavigateContext } from './tvNavigation';
import { TvRouteI18n } from './TvRouteI18n';

/**
 * The scoreboard inside the LAN app (staff open it from the dashboard): the TV's own screen, with the app's
 * router for its paths, reading the app's query cache, which the app's one socket keeps current.
 */
export default function TvScoreboardRoute() {
  const { tournamentId } = useParams<{ tournamentId?: string }>();
  const navigate = useNavigate();
  return (
    <ScreenQueryContext.Provider value={useAppScreenQuery}>
      <TvNavigateContext.Provider value={navigate}>
        <TvRouteI18n>
          <TvScoreboardPage tournamentId={tournamentId} />
        </TvRouteI18n>
      </TvNavigateContext.Provider>
    </ScreenQueryContext.Provider>
  );
}
