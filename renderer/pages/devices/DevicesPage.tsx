import { useState } from 'react';
import type { DeviceSummary, PairingCode } from '../../../shared/api/devices';
import { laneLabel } from '../reservations/queries';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
import { useLanguage, useT } from '../../i18n/I18nProvider';
import { deviceName } from './deviceName';
import { formatDateTime } from '../../../shared/i18n/format';
import { useVenue } from '../../api/queries/settings';
import { DesktopOptions } from './DesktopOptions';
import { PairingDialog } from './PairingDialog';
import { QrCode } from './QrCode';
import { qrBaseUrl, tvLink, tvVenueLink } from './links';
import { useLanes } from '../../api/queries/lanes';
import { useCreatePairingCode, useDevices, useLanInfo, useRevokeDevice } from '../../api/queries/devices';
import './devices.css';

/**
 * Devices (docs/front-desk-app.md#pairing-a-lane-tablet): how tablets and the TV reach this system, pairing a
 * tablet to a lane by QR code, and the list of paired tablets with Revoke. Staff only (the route table wraps
 * it).
 */
export default function DevicesPage() {
  const lanInfo = useLanInfo();
  const lanes = useLanes();
  const devices = useDevices();
  const createCode = useCreatePairingCode();
  const t = useT();
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const [pairing, setPairing] = useState<{ code: PairingCode; receivedAtMs: number } | null>(null);

  const lanUrls = lanInfo.data?.lanUrls ?? [];
  const baseUrl = qrBaseUrl(lanUrls, chosenUrl, window.location.origin);

  const pair = (laneId: number) =>
    createCode.mutate(
      { laneId },
      {
        onSuccess: (code) => setPairing({ code, receivedAtMs: Date.now() }),
        onError: (err) =>
          toast({
            title: t('staff.devices.error'),
            description: errorMessage(err, t('staff.devices.codeFailed')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section className="page devices-page">
      <h1>{t('staff.devices.heading')}</h1>
      <p className="muted">{t('staff.devices.intro')}</p>

      <section className="card devices-section" aria-labelledby="devices-network">
        <h2 id="devices-network">{t('staff.devices.network')}</h2>
        {lanInfo.isLoading ? <p className="muted">{t('staff.devices.loadingAddresses')}</p> : null}
        {lanInfo.data && lanUrls.length === 0 ? (
          <p className="muted">{t('staff.devices.noAddress')}</p>
        ) : null}
        {lanUrls.length > 1 ? (
          <fieldset className="devices-addresses">
            <legend>{t('staff.devices.addressForQr')}</legend>
            {lanUrls.map((url) => (
              <label key={url}>
                <input
                  type="radio"
                  name="lan-url"
                  checked={url === baseUrl}
                  onChange={() => setChosenUrl(url)}
                />{' '}
                <code>{url}</code>
              </label>
            ))}
          </fieldset>
        ) : null}
        {lanUrls.length === 1 ? (
          <p>
            {t('staff.devices.address')} <code>{lanUrls[0]}</code>
          </p>
        ) : null}
        {lanInfo.data?.mdnsUrl ? (
          <p>
            {t('staff.devices.byName')} <code>{lanInfo.data.mdnsUrl}</code>
          </p>
        ) : null}
        <div className="devices-qr-row">
          <div>
            <h3>{t('staff.devices.tvScoreboard')}</h3>
            <QrCode text={tvLink(baseUrl)} label={t('staff.devices.tvScoreboard')} />
          </div>
          <div>
            <h3>{t('staff.devices.tvVenue')}</h3>
            <QrCode text={tvVenueLink(baseUrl)} label={t('staff.devices.tvVenue')} />
          </div>
        </div>
      </section>

      <DesktopOptions />

      <section className="card devices-section" aria-labelledby="devices-pair">
        <h2 id="devices-pair">{t('staff.devices.pairHeading')}</h2>
        <p className="muted">{t('staff.devices.pairNote')}</p>
        {lanes.isLoading ? <p className="muted">{t('staff.devices.loadingLanes')}</p> : null}
        <ul className="devices-lanes">
          {(lanes.data ?? []).map((lane) => (
            <li key={lane.id}>
              <span>{laneLabel(lane, lane.id, t)}</span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={createCode.isPending}
                onClick={() => pair(lane.id)}
              >
                {t('staff.devices.pairTablet')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="card devices-section" aria-labelledby="devices-paired">
        <h2 id="devices-paired">{t('staff.devices.paired')}</h2>
        {devices.data && devices.data.devices.length === 0 ? (
          <p className="muted">{t('staff.devices.nonePaired')}</p>
        ) : null}
        <ul className="devices-list">
          {(devices.data?.devices ?? []).map((device) => (
            <PairedDeviceRow key={device.id} device={device} />
          ))}
        </ul>
      </section>

      <PairingDialog pairing={pairing} baseUrl={baseUrl} onClose={() => setPairing(null)} />
    </section>
  );
}

function PairedDeviceRow({ device }: { device: DeviceSummary }) {
  const t = useT();
  const language = useLanguage();
  const { zone } = useVenue();
  const revoke = useRevokeDevice({
    revoked: (gone) =>
      toast({
        title: t('staff.devices.revoked'),
        description: t('staff.devices.revokedText', { label: deviceName(t, gone.label) }),
      }),
    failed: (err) =>
      toast({
        title: t('staff.devices.error'),
        description: errorMessage(err, t('staff.devices.revokeFailed')),
        variant: 'destructive',
      }),
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, zone, language) : t('staff.devices.never'));
  return (
    <li>
      <div>
        <strong>{deviceName(t, device.label)}</strong>
        <div className="muted">
          {t('staff.devices.row', {
            number: device.laneNumber,
            paired: when(device.pairedAt),
            seen: when(device.lastSeenAt),
          })}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-danger"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(device)}
      >
        {t('staff.devices.revoke')}
      </button>
    </li>
  );
}
