import { lazy, Suspense, type ComponentType } from 'react';
import TvScoreboardPage from '../pages/tv-scoreboard/TvScoreboardPage';
import { useTvLiveUpdates } from '../pages/tv-scoreboard/tvLive';
import { TvNavigateContext } from '../pages/tv-scoreboard/tvNavigation';
import { goTo, matchTvPath, usePathname } from './tvPaths';

/** A TV view gets its path's capture groups, in order. */
type TvView = ComponentType<{ params: (string | undefined)[] }>;

/** Issue 13's venue view, loaded on demand so the scoreboard's bytes stay as they are. */
const TvVenuePage = lazy(() => import('../pages/tv-venue/TvVenuePage'));

function Scoreboard({ params }: { params: (string | undefined)[] }) {
  return <TvScoreboardPage tournamentId={params[0]} />;
}

/**
 * The TV build's views, first match wins; any other path shows the scoreboard's selection page. The
 * scoreboard is in the entry bundle: it is what a TV opens, and a chunk of its own would cost a request.
 *
 * Adding a view: load it on demand so the scoreboard's bytes stay as they are (as TvVenuePage above) and
 * add one line here with its path.
 * The view receives `params` (capture groups); the Suspense below shows nothing while its chunk loads.
 * The server must also send tv.html for the new path (lan-server/http/staticFiles.ts), and a view that
 * needs more socket messages than the scoreboard's adds them to pages/tv-scoreboard/tvMessages.ts.
 */
const VIEWS: readonly { path: RegExp; view: TvView }[] = [
  { path: /^\/tv\/scoreboard(?:\/([^/]+))?\/?$/, view: Scoreboard },
  { path: /^\/tv\/venue\/?$/, view: TvVenuePage },
];

/** The TV build's whole app: its socket, its paths and the view the path names. */
export function TvApp() {
  const { view: View, params } = matchTvPath(usePathname(), VIEWS, Scoreboard);
  useTvLiveUpdates();
  return (
    <TvNavigateContext.Provider value={goTo}>
      <Suspense fallback={null}>
        <View params={params} />
      </Suspense>
    </TvNavigateContext.Provider>
  );
}
