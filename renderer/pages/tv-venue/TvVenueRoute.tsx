import TvVenuePage from './TvVenuePage';
import { useTvLiveUpdates } from '../tv-scoreboard/tvLive';

/**
 * The venue view inside the LAN app (staff open /tv/venue from a browser on the LAN door's app): the TV's
 * own screen with its own socket, since its data lives in the TV's small cache (tvQuery.ts), as the
 * scoreboard does in TvScoreboardRoute.tsx.
 */
export default function TvVenueRoute() {
  useTvLiveUpdates();
  return <TvVenuePage />;
}
