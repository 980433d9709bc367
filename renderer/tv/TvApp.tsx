import { Suspense, type ComponentType } from 'react';
import TvScoreboardPage from '../pages/tv-scoreboard/TvScoreboardPage';
import TvVenuePage from '../pages/tv-venue/TvVenuePage';
import TvLeaguePage from '../pages/tv-league/TvLeaguePage';
import { useTvLiveUpdates } from '../pages/tv-scoreboard/tvLive';
import { TvNavigateContext } from '../pages/tv-scoreboard/tvNavigation';
import { goTo, matchTvPath, usePathname } from './tvPaths';
import { TvI18n } from './TvI18n';

/** A TV view gets its path's capture groups, in order. */
type TvView = ComponentType<{ params: (string | undefined)[] }>;

function Scoreboard({ params }: { params: (string | undefined)[] }) {
  return <TvScoreboardPage tournamentId={params[0]} />;
}

function League({ params }: { params: (string | undefined)[] }) {
  return <TvLeaguePage leagueId={params[0] ?? ''} />;
}

/**
 * The TV build's views, first match wins; any other path shows the scoreboard's selection page. Both views
 * are in the entry bundle: a view loaded on demand (React.lazy) costs a request and, worse, makes the legacy
 * build add the URL and URLSearchParams polyfills (~9 KB on the wire) for the dynamic import, which is more
 * than the venue view itself (~2 KB). Add a view with one line here; move to lazy() only for a large one.
 * The view receives `params` (capture groups); the Suspense below is there for a view loaded on demand.
 * The server must also send tv.html for the new path (lan-server/http/staticFiles.ts), and a view that
 * reads the socket's messages through the one schema and applier (api/live.ts) like every other view.
 */
const VIEWS: readonly { path: RegExp; view: TvView }[] = [
  { path: /^\/tv\/scoreboard(?:\/([^/]+))?\/?$/, view: Scoreboard },
  { path: /^\/tv\/venue\/?$/, view: TvVenuePage },
  { path: /^\/tv\/league\/([^/]+)\/?$/, view: League },
];

/** The TV build's whole app: its socket, its paths and the view the path names. */
export function TvApp() {
  const { view: View, params } = matchTvPath(usePathname(), VIEWS, Scoreboard);
  useTvLiveUpdates();
  return (
    <TvI18n>
      <TvNavigateContext.Provider value={goTo}>
        <Suspense fallback={null}>
          <View params={params} />
        </Suspense>
      </TvNavigateContext.Provider>
    </TvI18n>
  );
}
