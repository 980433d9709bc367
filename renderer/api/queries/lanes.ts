import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  laneEndpoints as lanes,
  type ActivateReservationBody,
  type Lane,
  type StartLaneSessionBody,
  type TabletLane,
} from '../../../shared/api/lanes';
import { call } from '../call';
import { keys } from '../keys';

/**
 * The lanes' cache entries, each with its one fetcher (docs/architecture.md#the-endpoint-table): screens read
 * them with `useQuery`, socket messages (renderer/api/live.ts) and mutations write them through the same
 * options, so a key can never hold two shapes.
 */
export const laneQueries = {
  /** Every lane with its derived fields (next reservation, what still fits): the staff screens' lanes. */
  list: () => queryOptions({ queryKey: keys.lanes, queryFn: ({ signal }) => call(lanes.list, { signal }) }),
  /** One lane: whole for staff, TabletLane for the lane's own tablet. */
  one: (id: number) =>
    queryOptions({
      queryKey: keys.lane(id),
      queryFn: ({ signal }) => call(lanes.one, { params: { id }, signal }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  stats: () => queryOptions({ queryKey: keys.stats, queryFn: ({ signal }) => call(lanes.stats, { signal }) }),
};

/** A lane as the server sent it: replaces that lane in the list and in its own entry. */
export function putLane(client: QueryClient, lane: Lane | TabletLane): void {
  if (isStaffLane(lane)) {
    client.setQueryData(laneQueries.list().queryKey, (list) =>
      list?.map((l) => (l.id === lane.id ? lane : l)),
    );
  }
  client.setQueryData(laneQueries.one(lane.id).queryKey, lane);
}

function isStaffLane(lane: Lane | TabletLane): lane is Lane {
  return 'players' in lane;
}

export function useLanes() {
  return useQuery(laneQueries.list());
}

/** One lane as its tablet reads it (TabletLane), or whole for a signed-in staff member. */
export function useLane(id: number) {
  return useQuery(laneQueries.one(id));
}

/**
 * One lane, whole, for a staff screen: read from the lanes list, so it is the same lane the dashboard shows.
 */
export function useStaffLane(id: number) {
  return useQuery({ ...laneQueries.list(), select: (list) => list.find((lane) => lane.id === id) ?? null });
}

export function useStats() {
  return useQuery(laneQueries.stats());
}

/** Puts a lane answer into the cache at once, so the screen that acted does not wait for the socket. */
function useLaneWrite<V>(request: (vars: V) => Promise<Lane>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (lane) => {
      putLane(client, lane);
      void client.invalidateQueries({ queryKey: laneQueries.list().queryKey, exact: true });
      void client.invalidateQueries({ queryKey: laneQueries.stats().queryKey });
    },
  });
}

export function useStartSession() {
  return useLaneWrite(({ laneId, body }: { laneId: number; body: StartLaneSessionBody }) =>
    call(lanes.start, { params: { id: laneId }, body }),
  );
}

export function useStopSession() {
  return useLaneWrite((laneId: number) => call(lanes.stop, { params: { id: laneId } }));
}

/** Starts a booking's session (with the Start Session dialog's players, game and length). */
export function useActivateReservation() {
  return useLaneWrite(({ laneId, body }: { laneId: number; body: ActivateReservationBody }) =>
    call(lanes.activateReservation, { params: { id: laneId }, body }),
  );
}

export function useSetLaneStatus() {
  return useLaneWrite(
    ({ laneId, status }: { laneId: number; status: 'available' | 'maintenance' | 'test' }) =>
      call(lanes.update, { params: { id: laneId }, body: { status } }),
  );
}
