import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { laneOwnName } from '../../../shared/i18n/numberedNames';
import { laneQueries } from '../../api/queries/lanes';
import { useThisDevice } from '../../api/queries/devices';
import { useT } from '../../i18n/I18nProvider';
import { laneName } from '../../i18n/numberedNames';

/**
 * A lane tablet opened on another lane's scoring screen (it once waited on 'Loading game...' forever, the
 * server refusing it that lane). It says which lane it belongs to, by the lane's name as the venue calls it
 * and its number, and offers to go there. If even that cannot be read, it says to ask staff.
 */
export function OtherLane() {
  const navigate = useNavigate();
  const t = useT();
  const device = useThisDevice();
  const laneId = device.data?.laneId ?? 0;
  const lane = useQuery({ ...laneQueries.one(laneId), enabled: laneId > 0 });
  const number = device.data?.laneNumber;
  const name = lane.data?.name ?? '';
  const own = number === undefined ? null : laneOwnName({ name, number });
  const title = number === undefined ? null : laneName(t, { name, number });
  const numbered = own === null ? title : t('tablet.otherLane.numbered', { lane: own, number: number ?? 0 });
  return (
    <main className="pi-screen pi-empty">
      <section className="card pi-empty-card" aria-labelledby="pi-other-lane-title">
        <h1 id="pi-other-lane-title">
          {numbered ? t('tablet.otherLane.belongs', { lane: numbered }) : t('tablet.otherLane.title')}
        </h1>
        {title !== null ? (
          <>
            <p className="muted">{t('tablet.otherLane.text')}</p>
            <button
              type="button"
              className="btn btn-primary btn-block pi-go-lane"
              onClick={() => navigate(`/player-interface/${laneId}`, { replace: true })}
            >
              {t('tablet.otherLane.go', { lane: title })}
            </button>
          </>
        ) : (
          <p className="muted">
            {device.isError ? t('tablet.otherLane.ask') : t('tablet.otherLane.finding')}
          </p>
        )}
      </section>
    </main>
  );
}
