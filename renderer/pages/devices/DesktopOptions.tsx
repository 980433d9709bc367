import { useEffect, useState } from 'react';
import { DESKTOP_BRIDGE_KEY, type DesktopBridge } from '../../../shared/api/preload';
import { toast } from '../../stores/toasts';
import { useT } from '../../i18n/I18nProvider';

/** The Electron preload's bridge when this page runs in the front-desk app; undefined in any browser. */
function desktopBridge(): DesktopBridge | undefined {
  return (globalThis as unknown as Record<string, DesktopBridge | undefined>)[DESKTOP_BRIDGE_KEY];
}

/**
 * Front-desk app only: whether closing the window keeps the venue running from the tray. Shown here
 * because this is where staff think about tablets and the TV — the devices that stop when the app does.
 */
export function DesktopOptions() {
  const bridge = desktopBridge();
  const t = useT();
  const [keep, setKeep] = useState<boolean | null>(null);
  useEffect(() => {
    if (!bridge) return;
    bridge.keepServingWhenClosed().then(setKeep, () => setKeep(null));
  }, [bridge]);
  if (!bridge || keep === null) return null;
  return (
    <section className="card devices-section">
      <h2>{t('staff.desktop.heading')}</h2>
      <label className="devices-toggle">
        <input
          type="checkbox"
          checked={keep}
          onChange={(e) => {
            bridge.setKeepServingWhenClosed(e.target.checked).then(setKeep, () =>
              toast({
                title: t('staff.devices.error'),
                description: t('staff.desktop.failed'),
                variant: 'destructive',
              }),
            );
          }}
        />
        {t('staff.desktop.keep')}
      </label>
    </section>
  );
}
