import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { sessionFits } from '../../../shared/lanes/availability';
import { statusLabel } from '../../../shared/lanes/laneCard';
import {
  DEFAULT_PLAYER_COUNT,
  DEFAULT_SESSION_HOURS,
  gameSetupRequest,
  notEnoughTimeMessage,
  resizeHidden,
  resizeNames,
  SETUP_MAX_PLAYERS,
} from '../../../shared/lanes/startSession';
import { errorMessage } from '../../api/errors';
import { ApiError } from '../../api/errors';
import { useNow } from '../../components/kit/useNow';
import { useActivateReservation, useStaffLane, useStartSession } from '../../api/queries/lanes';
import { DurationSelect, PlayerCountSelect, PlayerNameInputs } from '../../components/lane/SessionFields';
import { toast } from '../../stores/toasts';
import './gameSetup.css';

/** Start failures (docs/behaviour.md#exact-texts): 404, 409 RESERVATION_CONFLICT, anything else. */
function startFailure(err: unknown): { title: string; description: string } {
  if (err instanceof ApiError && err.status === 404)
    return { title: 'Lane not found', description: err.message };
  if (err instanceof ApiError && err.code === 'RESERVATION_CONFLICT') {
    return {
      title: 'Failed to start game',
      description: err.message || 'Cannot start game - lane has conflicting reservation',
    };
  }
  const message = err instanceof ApiError && err.message ? err.message : null;
  return {
    title: 'Failed to start game',
    description: message ?? 'Failed to start the game. Please try again.',
  };
}

/**
 * Game setup (/game-setup/{laneId}). Whether the chosen length fits is decided by the same shared rule the
 * server refuses with, re-derived from the lane's next reservation on this screen's clock.
 */
export default function GameSetupPage() {
  const laneId = Number(useParams().laneId);
  const lane = useStaffLane(laneId);
  const now = useNow();
  const navigate = useNavigate();
  const start = useStartSession();
  const activate = useActivateReservation();
  const [names, setNames] = useState(() => resizeNames([], DEFAULT_PLAYER_COUNT));
  // Each player's 'Hide from leaderboard' tick, sent with the start.
  const [hidden, setHidden] = useState(() => resizeHidden([], DEFAULT_PLAYER_COUNT));
  const [hours, setHours] = useState(DEFAULT_SESSION_HOURS);
  const [problem, setProblem] = useState<string | null>(null);

  if (lane.isPending) return <p className="page-loading">Loading lane...</p>;
  if (!lane.data) {
    return (
      <section className="page game-setup">
        <h2>Lane not found</h2>
        <Link className="btn btn-outline" to="/dashboard">
          Back to Dashboard
        </Link>
      </section>
    );
  }
  const current = lane.data;
  if (current.status !== 'available') {
    return (
      <section className="page game-setup">
        <div className="card game-setup-card">
          <h2>Lane Not Available</h2>
          <p>
            Lane {current.number} is currently <strong>{statusLabel(current.status)}</strong>.
          </p>
          <div className="dialog-actions">
            <Link className="btn btn-outline" to="/dashboard">
              Back to Dashboard
            </Link>
            {current.status === 'reserved' ? (
              // 'Start Early' on a reserved card lands here: the booked customers start by activating it.
              <button
                type="button"
                className="btn btn-primary"
                disabled={activate.isPending}
                onClick={() =>
                  activate.mutate(
                    { laneId: current.id, body: {} },
                    {
                      onSuccess: (lane) => navigate(`/player-interface/${lane.id}`),
                      onError: (err) =>
                        toast({
                          title: 'Failed to activate lane',
                          description: errorMessage(err, 'Failed to activate lane'),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                Activate Reservation
              </button>
            ) : null}
          </div>
        </div>
      </section>
    );
  }

  const fits = sessionFits(current.nextReservation, hours * 60, now);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const check = gameSetupRequest(names, hours, hidden);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    start.mutate(
      { laneId: current.id, body: check.body },
      {
        onSuccess: (started) => {
          toast({
            title: 'Game Started!',
            description: `Lane ${started.number} is ready for ${started.playerCount} ${started.playerCount === 1 ? 'player' : 'players'}.`,
            variant: 'success',
          });
          navigate(`/player-interface/${started.id}`);
        },
        onError: (err) => {
          const failure = startFailure(err);
          setProblem(failure.description);
          toast({ ...failure, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section className="page game-setup">
      <form className="card game-setup-card" onSubmit={submit}>
        <h2>Set Up Game on Lane {current.number}</h2>
        <PlayerCountSelect
          names={names}
          max={SETUP_MAX_PLAYERS}
          onChange={(resized) => {
            setNames(resized);
            setHidden(resizeHidden(hidden, resized.length));
          }}
        />
        <PlayerNameInputs names={names} onChange={setNames} hidden={hidden} onHiddenChange={setHidden} />
        <DurationSelect label="Hire Duration" hours={hours} onChange={setHours} />
        {!fits ? (
          <p className="game-setup-warning" role="status">
            {notEnoughTimeMessage(hours)}
          </p>
        ) : null}
        {problem ? (
          <p className="game-setup-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="dialog-actions">
          <Link className="btn btn-outline" to="/dashboard">
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={!fits || start.isPending}>
            {!fits ? 'Not Enough Time' : start.isPending ? 'Starting...' : 'Start Game'}
          </button>
        </div>
      </form>
    </section>
  );
}
