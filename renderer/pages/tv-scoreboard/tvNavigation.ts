import { createContext, useContext } from 'react';

/**
 * How a TV screen goes to another path. The TV's own build has no router (react-router was a
 * sixth of its legacy bundle): renderer/tv/TvApp.tsx provides a two-line history push. The LAN app,
 * which shows the same scoreboard at the same paths, provides react-router's navigate
 * (TvScoreboardRoute.tsx), so its router always knows where it is.
 */
export type TvNavigate = (path: string) => void;

export const TvNavigateContext = createContext<TvNavigate>((path) => window.location.assign(path));

export const useTvNavigate = (): TvNavigate => useContext(TvNavigateContext);

/**
 * /tv/scoreboard with no id shows the live tournament by itself when there is exactly one (a TV left on
 * the bare address follows tonight's tournament with nobody touching it). Once someone presses Back from
 * it, the selection page stays a selection page for the rest of this page's life.
 */
let browsingAll = false;
export function browseAllTournaments(): void {
  browsingAll = true;
}
export function isBrowsingAll(): boolean {
  return browsingAll;
}
