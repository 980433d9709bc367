import { useEffect, useState } from 'react';
import { BUST_TEXTS, type BustText } from '../../../shared/darts/types';
import type { TabletKey } from '../../../shared/i18n/keys';
import { useT } from '../../i18n/I18nProvider';

/** A bust shows its message for 3 seconds. */
export const BUST_MESSAGE_MS = 3000;

/**
 * Shows the bust text when a turn goes bust and hides it 3 s later. The game keeps its bust until the next
 * dart (so Finish Turn does not announce it again); undoing the busting dart hides it at once.
 */
export function BustMessage({ bust }: { bust: BustText | null }) {
  const t = useT();
  const [shown, setShown] = useState<BustText | null>(null);
  useEffect(() => {
    setShown(bust);
    if (bust === null) return;
    const timer = setTimeout(() => setShown(null), BUST_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [bust]);
  return (
    <div className="pi-bust-slot" aria-live="assertive">
      {shown ? (
        <p className="pi-bust" role="alert">
          {t(bustKey(shown))}
        </p>
      ) : null}
    </div>
  );
}

/** The engine's bust (its exact English) as the catalogue's message. */
function bustKey(bust: BustText): TabletKey {
  if (bust === BUST_TEXTS.belowZero) return 'tablet.bust.belowZero';
  if (bust === BUST_TEXTS.onOne) return 'tablet.bust.onOne';
  return 'tablet.bust.notDouble';
}
