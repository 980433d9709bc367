import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { laneDisplayName } from '../../../shared/booking/slots';
import { laneQueries } from '../../api/queries/lanes';
import { useThisDevice } from '../../api/queries/devices';

/**
 * A lane tablet opened on another lane's scoring screen (it once waited on 'Loading game...' forever, the
 * server refusing it that lane). It says which lane it belongs to, by the lane's name as the venue calls it
 * and its number, and offers to go there. If even that cannot be read, it says to ask staff.
 */
export function OtherLane() {
  const navigate = useNavigate();
  const device = useThisDevice();
  const laneId = device.data?.laneId ?? 0;
  const lane = useQuery({ ...laneQueries.one(laneId), enabled: laneId > 0 });
  const number = device.data?.laneNumber;
  const name = lane.data?.name ?? '';
  const title = number === undefined ? null : laneDisplayName({ name, number });
  const numbered = title === null || name.trim() === '' ? title : `${title} (Lane ${number})`;
  return (
    <main className="pi-screen pi-empty">
      <section className="card pi-empty-card" aria-labelledby="pi-other-lane-title">
        <h1 id="pi-other-lane-title">{numbered ? `This tablet belongs to ${numbered}` : 'Another lane'}</h1>
        {title !== null ? (
          <>
            <p className="muted">This screen is for another lane. Score on this tablet&apos;s own lane.</p>
            <button
              type="button"
              className="btn btn-primary btn-block pi-go-lane"
              onClick={() => navigate(`/player-interface/${laneId}`, { replace: true })}
            >
              Go to {title}
            </button>
          </>
        ) : (
          <p className="muted">
            {device.isError
              ? 'This tablet is paired to another lane. Please ask a member of staff.'
              : 'Finding this tablet’s lane...'}
          </p>
        )}
      </section>
    </main>
  );
}
