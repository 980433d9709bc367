import { useState } from 'react';
import type { DeviceSummary, PairingCode } from '../../../shared/api/devices';
import { laneDisplayName } from '../../../shared/booking/slots';
import { errorMessage } from '../../api/errors';
import { toast } from '../../stores/toasts';
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
            title: 'Error',
            description: errorMessage(err, 'Failed to create pairing code'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section className="page devices-page">
      <h1>Devices</h1>
      <p className="muted">Set up lane tablets and the TV by scanning a QR code — no typing addresses.</p>

      <section className="card devices-section" aria-labelledby="devices-network">
        <h2 id="devices-network">This system on the venue network</h2>
        {lanInfo.isLoading ? <p className="muted">Loading addresses...</p> : null}
        {lanInfo.data && lanUrls.length === 0 ? (
          <p className="muted">No network address found. Connect this PC to the venue Wi-Fi or router.</p>
        ) : null}
        {lanUrls.length > 1 ? (
          <fieldset className="devices-addresses">
            <legend>Address for the QR codes</legend>
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
            Address: <code>{lanUrls[0]}</code>
          </p>
        ) : null}
        {lanInfo.data?.mdnsUrl ? (
          <p>
            By name (iPads and newer Android): <code>{lanInfo.data.mdnsUrl}</code>
          </p>
        ) : null}
        <div className="devices-qr-row">
          <div>
            <h3>TV scoreboard</h3>
            <QrCode text={tvLink(baseUrl)} label="TV scoreboard" />
          </div>
          <div>
            <h3>TV venue view</h3>
            <QrCode text={tvVenueLink(baseUrl)} label="TV venue view" />
          </div>
        </div>
      </section>

      <DesktopOptions />

      <section className="card devices-section" aria-labelledby="devices-pair">
        <h2 id="devices-pair">Pair a lane tablet</h2>
        <p className="muted">
          A paired tablet opens only its lane&apos;s scoring screen. Codes work once, for a few minutes.
        </p>
        {lanes.isLoading ? <p className="muted">Loading lanes...</p> : null}
        <ul className="devices-lanes">
          {(lanes.data ?? []).map((lane) => (
            <li key={lane.id}>
              <span>{laneDisplayName(lane)}</span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={createCode.isPending}
                onClick={() => pair(lane.id)}
              >
                Pair tablet
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className="card devices-section" aria-labelledby="devices-paired">
        <h2 id="devices-paired">Paired tablets</h2>
        {devices.data && devices.data.devices.length === 0 ? (
          <p className="muted">No tablets paired yet.</p>
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
  const revoke = useRevokeDevice({
    revoked: (gone) => toast({ title: 'Tablet revoked', description: `${gone.label} can no longer score.` }),
    failed: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to revoke tablet'),
        variant: 'destructive',
      }),
  });
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');
  return (
    <li>
      <div>
        <strong>{device.label}</strong>
        <div className="muted">
          Lane {device.laneNumber} · paired {when(device.pairedAt)} · last seen {when(device.lastSeenAt)}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-danger"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(device)}
      >
        Revoke
      </button>
    </li>
  );
}
