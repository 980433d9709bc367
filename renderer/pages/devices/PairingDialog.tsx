import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useEffect, useState } from 'react';
import type { PairingCode } from '../../../shared/api/devices';
import { QrCode } from './QrCode';
import { pairingLink, timeLeft } from './links';

/**
 * Shows a fresh pairing code for one lane: the QR the tablet scans, the code to type if the camera will
 * not cooperate, and the minutes left. Closing it does not cancel the code; it simply expires.
 */
export function PairingDialog({
  pairing,
  baseUrl,
  onClose,
}: {
  /** The code and when this device received it (ms on its own clock). */
  pairing: { code: PairingCode; receivedAtMs: number } | null;
  baseUrl: string;
  onClose(): void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!pairing) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pairing]);

  const left = pairing
    ? timeLeft(
        pairing.receivedAtMs + pairing.code.expiresInSeconds * 1000,
        Math.max(now, pairing.receivedAtMs),
      )
    : '';
  const code = pairing?.code;
  return (
    <Dialog.Root open={pairing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogFrame
        title={<>Pair a tablet to Lane {code?.laneNumber}</>}
        className="dialog-content pairing-dialog"
        description="Scan this with the lane tablet's camera, or open the address below on the tablet. The code works once."
      >
        {code ? (
          <>
            <QrCode
              text={pairingLink(baseUrl, code.code)}
              label={`pair with Lane ${code.laneNumber}`}
              size={240}
            />
            <p className="pairing-code" aria-label="Pairing code">
              {code.code.slice(0, 4)} {code.code.slice(4)}
            </p>
            <p className={left === 'expired' ? 'pairing-expired' : 'muted'} role="status">
              {left === 'expired'
                ? 'This code has expired. Close and create a new one.'
                : `Expires in ${left}`}
            </p>
          </>
        ) : null}
        <div className="dialog-actions">
          <CloseButton>Done</CloseButton>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
