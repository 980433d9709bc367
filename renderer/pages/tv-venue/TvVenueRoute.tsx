import { ScreenQueryContext } from '../../api/screenQuery';
import { useAppScreenQuery } from '../../api/queries/appScreenQuery';
import TvVenuePage from './TvVenuePage';
import { TvRouteI18n } from '../tv-scoreboard/TvRouteI18n';

/**
 * The venue view inside the LAN app (staff open /tv/venue from a browser on the LAN door's app): the TV's
 * own screen reading the app's query cache, which the app's one socket keeps current, as the scoreboard
 * does in TvScoreboardRoute.tsx.
 */
export default function TvVenueRoute() {
  return (
    <ScreenQueryContext.Provider value={useAppScreenQuery}>
      <TvRouteI18n>
        <TvVenuePage />
      </TvRouteI18n>
    </ScreenQueryContext.Provider>
  );
}
