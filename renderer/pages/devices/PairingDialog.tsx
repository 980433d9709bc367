import * as Dialog from '@radix-ui/react-dialog';
import { DialogFrame, CloseButton } from '../../components/DialogFrame';
import { useEffect, useState } from 'react';
import type { PairingCode } from '../../../shared/api/devices';
import { QrCode } from './QrCode';
import { pairingLink, timeLeft } from './links';
import { useT } from '../../i18n/I18nProvider';

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
  const t = useT();
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
        title={t('staff.pairing.title', { number: code?.laneNumber ?? '' })}
        className="dialog-content pairing-dialog"
        description={t('staff.pairing.description')}
      >
        {code ? (
          <>
            <QrCode
              text={pairingLink(baseUrl, code.code)}
              label={t('staff.pairing.qr', { number: code.laneNumber })}
              size={240}
            />
            <p className="pairing-code" aria-label={t('staff.pairing.code')}>
              {code.code.slice(0, 4)} {code.code.slice(4)}
            </p>
            <p className={left === 'expired' ? 'pairing-expired' : 'muted'} role="status">
              {left === 'expired' ? t('staff.pairing.expired') : t('staff.pairing.expiresIn', { left })}
            </p>
          </>
        ) : null}
        <div className="dialog-actions">
          <CloseButton>{t('staff.pairing.done')}</CloseButton>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
