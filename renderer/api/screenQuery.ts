import { createContext, useContext } from 'react';
import { useSmallQuery, type SmallQueryOptions, type SmallQueryResult } from './smallQuery';

/**
 * How a screen shared by the slim builds and the staff app (the TV's views) reads an answer: through the slim
 * cache in the TV's own build (the default), through the staff app's TanStack cache when the staff app shows
 * it (queries/appScreenQuery.ts, provided by its /tv routes). Either way the screen's cache is the one its
 * app's socket keeps current, so the staff app opens no second socket for its /tv routes.
 */
export type ScreenQueryHook = <T>(options: SmallQueryOptions<T>) => SmallQueryResult<T>;

export const ScreenQueryContext = createContext<ScreenQueryHook>(useSmallQuery);

/** The answer for `options.queryKey` from the cache of the app showing the screen. */
export function useScreenQuery<T>(options: SmallQueryOptions<T>): SmallQueryResult<T> {
  const useQueryOfApp = useContext(ScreenQueryContext);
  return useQueryOfApp(options);
}
