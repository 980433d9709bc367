import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PairedDevice } from '../../../shared/api/devices';
import { errorMessage } from '../../api/errors';
import { redeemPairingCode, thisDevice } from '../../api/queries/devices';
import './devices.css';
import { useT } from '../../i18n/I18nProvider';

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
  const t = useT();

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
        setError(errorMessage(err, t('staff.pair.failed')));
      },
    );
  };

  return (
    <section className="page pair-page">
      <div className="card">
        <h1>{t('staff.pair.heading')}</h1>
        <p className="muted">{t('staff.pair.intro')}</p>
        {current ? <p>{t('staff.pair.current', { number: current.laneNumber })}</p> : null}
        <p>
          {t('staff.pair.code')} <code>{code}</code>
        </p>
        {error ? (
          <p className="pairing-expired" role="alert">
            {error}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" disabled={busy || code === ''} onClick={pair}>
          {busy ? t('staff.pair.pairing') : t('staff.pair.submit')}
        </button>
      </div>
    </section>
  );
}
