import { useEffect, useState } from 'react';
import type { BustText } from '../../../shared/darts/types';

/** A bust shows its message for 3 seconds. */
export const BUST_MESSAGE_MS = 3000;

/**
 * Shows the bust text when a turn goes bust and hides it 3 s later. The game keeps its bust until the next
 * dart (so Finish Turn does not announce it again); undoing the busting dart hides it at once.
 */
export function BustMessage({ bust }: { bust: BustText | null }) {
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
          {shown}
        </p>
      ) : null}
    </div>
  );
}
