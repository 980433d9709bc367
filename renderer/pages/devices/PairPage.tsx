import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PairedDevice } from '../../../shared/api/devices';
import { errorMessage } from '../../api/errors';
import { redeemPairingCode, thisDevice } from '../../api/queries/devices';
import './devices.css';

/**
 * /pair/:code — what a lane tablet opens after scanning the Devices panel's QR code. Redeeming is a
 * button press, not automatic on load: a link previewer or a staff phone that scanned by mistake must not
 * use up the code (and pair itself to a lane).
 */
export default function PairPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<PairedDevice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    thisDevice().then(setCurrent, () => setCurrent(null));
  }, []);

  const pair = () => {
    setBusy(true);
    setError(null);
    redeemPairingCode(code).then(
      (device) => navigate(`/player-interface/${device.laneId}`, { replace: true }),
      (err: unknown) => {
        setBusy(false);
        setError(errorMessage(err, 'Pairing failed. Ask staff for a new code.'));
      },
    );
  };

  return (
    <section className="page pair-page">
      <div className="card">
        <h1>Pair this tablet</h1>
        <p className="muted">
          This tablet will open its lane&apos;s scoring screen, and nothing else, until staff revoke it.
        </p>
        {current ? (
          <p>
            Currently paired to Lane {current.laneNumber}. Pairing again moves it to the lane on this code.
          </p>
        ) : null}
        <p>
          Code: <code>{code}</code>
        </p>
        {error ? (
          <p className="pairing-expired" role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" disabled={busy || code === ''} onClick={pair}>
          {busy ? 'Pairing...' : 'Pair this tablet'}
        </button>
      </div>
    </section>
  );
}
