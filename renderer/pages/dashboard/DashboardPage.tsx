import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Lane } from '../../../shared/api/lanes';
import { LaneCard, type LaneCardActions } from '../../components/lane/LaneCard';
import {
  useActivateReservation,
  useLanes,
  useNow,
  useSetLaneStatus,
  useStats,
  useStopSession,
  useVenue,
} from '../../components/lane/laneData';
import { toast } from '../../stores/toasts';
import { StartSessionDialog } from './StartSessionDialog';
import { StatsCards } from './StatsCards';
import './dashboard.css';

/**
 * SPEC §2 Dashboard (the header and navigation come from StaffLayout). Live: `lane_updated` replaces a
 * lane in the cache and refreshes the stats, so another desk's change shows here without a reload.
 */
export default function DashboardPage() {
  const lanes = useLanes();
  const stats = useStats();
  const { zone, currency } = useVenue();
  const now = useNow();
  const [dialogLane, setDialogLane] = useState<Lane | null>(null);
  const stop = useStopSession();
  const activate = useActivateReservation();
  const setStatus = useSetLaneStatus();
  const busy = stop.isPending || activate.isPending || setStatus.isPending;

  // SPEC §8: stopping a session and activating a reservation from the dashboard only log their failures.
  const actions: LaneCardActions = {
    onStartSession: setDialogLane,
    onEndSession: (lane) =>
      stop.mutate(lane.id, {
        onError: (err) => console.error(`End session on lane ${lane.number} failed`, err),
      }),
    onActivate: (lane) =>
      activate.mutate(lane.id, {
        onSuccess: () =>
          toast({ title: 'Success', description: 'Lane activated successfully', variant: 'success' }),
        onError: (err) => console.error(`Activating lane ${lane.number} failed`, err),
      }),
    onSetStatus: (lane, status) =>
      setStatus.mutate(
        { laneId: lane.id, status },
        {
          onError: (err) =>
            toast({
              title: 'Error',
              description: err instanceof Error ? err.message : 'Failed to update lane',
              variant: 'destructive',
            }),
        },
      ),
  };

  if (lanes.isPending) return <p className="page-loading">Loading dashboard...</p>;

  return (
    <section className="page dashboard">
      <StatsCards stats={stats.data} />

      <section className="card quick-actions" aria-labelledby="quick-actions">
        <h2 id="quick-actions">Quick Actions</h2>
        <div className="quick-actions-row">
          <Link className="btn btn-primary" to="/tournaments">
            Start Tournament
          </Link>
          <Link className="btn btn-outline" to="/reservations">
            New Reservation
          </Link>
          <Link className="btn btn-outline" to="/tv/scoreboard">
            Tournament Board
          </Link>
        </div>
      </section>

      <section aria-labelledby="lanes-heading">
        <h2 id="lanes-heading">Lanes</h2>
        {lanes.isError ? (
          <p role="alert">Could not load the lanes. {lanes.error.message}</p>
        ) : (
          <div className="lane-grid">
            {lanes.data.map((lane) => (
              <LaneCard
                key={lane.id}
                lane={lane}
                now={now}
                zone={zone}
                currency={currency}
                busy={busy}
                {...actions}
              />
            ))}
          </div>
        )}
      </section>

      <StartSessionDialog lane={dialogLane} onClose={() => setDialogLane(null)} />
    </section>
  );
}
