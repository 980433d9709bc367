import type { LaneSession } from '../../../shared/api/laneGame';
import { countdown, COUNTDOWN_REFRESH_MS } from '../../../shared/lanes/countdown';
import { useNow } from '../../components/kit/useNow';
import type { SyncStatus } from '../../stores/scoringTurn';

/** The lane, the countdown from the session's start and length, and whether taps are reaching the server. */
export function ScoringHeader({
  laneId,
  session,
  mode,
  sync,
  unsent,
  socketDown,
}: {
  laneId: number;
  session: LaneSession | null;
  mode: string;
  sync: SyncStatus;
  unsent: number;
  socketDown: boolean;
}) {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const clock = countdown(session?.startTime ?? null, session?.sessionDuration ?? 0, now);
  const title = session ? `Lane ${session.laneNumber}` : `Lane ${laneId}`;
  const offline = sync === 'offline' || socketDown;
  return (
    <header className="pi-header">
      <div>
        <h1 className="pi-title">{title}</h1>
        <p className="muted pi-mode">{mode}</p>
      </div>
      <div className={`pi-countdown pi-countdown-${clock.tone}`} role="timer" aria-label="Time left">
        {clock.text}
      </div>
      <div className="pi-sync" role="status">
        {offline ? (
          <span className="badge pi-offline">Offline{unsent > 0 ? ` · ${unsent} waiting to send` : ''}</span>
        ) : sync === 'signedOut' ? (
          <span className="badge pi-offline">Sign in to send {unsent} waiting</span>
        ) : (
          <span className="badge pi-online">{unsent > 0 ? 'Saving...' : 'Saved'}</span>
        )}
      </div>
    </header>
  );
}
