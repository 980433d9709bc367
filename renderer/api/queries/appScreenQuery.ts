import { useQuery } from '@tanstack/react-query';
import type { SmallQueryOptions, SmallQueryResult } from '../smallQuery';

/** A TV screen's read in the staff app (api/screenQuery.ts): the app's TanStack cache, kept by its one socket. */
export function useAppScreenQuery<T>({
  queryKey,
  queryFn,
  refetchInterval,
  enabled,
}: SmallQueryOptions<T>): SmallQueryResult<T> {
  const query = useQuery({ queryKey, queryFn, refetchInterval, enabled });
  return {
    data: query.data,
    error: query.error,
    isError: query.isError,
    isSuccess: query.isSuccess,
    isPending: query.isPending,
  };
}
