import type { LaneSession } from '../../../shared/api/laneGame';
import { countdown, COUNTDOWN_REFRESH_MS } from '../../../shared/lanes/countdown';
import { useNow } from '../../components/kit/useNow';
import type { SyncStatus } from '../../stores/scoringState';
import { useT } from '../../i18n/I18nProvider';
import { modeParams } from '../../i18n/dartsWords';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';

/** The lane, the countdown from the session's start and length, and whether taps are reaching the server. */
export function ScoringHeader({
  laneId,
  session,
  mode,
  sync,
  unsent,
  socketDown,
}: {
  laneId: number;
  session: LaneSession | null;
  mode: string;
  sync: SyncStatus;
  unsent: number;
  socketDown: boolean;
}) {
  const t = useT();
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const clock = countdown(session?.startTime ?? null, session?.sessionDuration ?? 0, now);
  const title = t('tablet.header.lane', { number: session ? session.laneNumber : laneId });
  const offline = sync === 'offline' || socketDown;
  return (
    <header className="pi-header">
      <div>
        <h1 className="pi-title">{title}</h1>
        <p className="muted pi-mode">{t('tablet.mode', modeParams(mode))}</p>
      </div>
      <div
        className={`pi-countdown pi-countdown-${clock.tone}`}
        role="timer"
        aria-label={t('tablet.header.timeLeft')}
      >
        {clock.text}
      </div>
      <div className="pi-sync" role="status">
        {offline ? (
          <span className="badge pi-offline">
            {unsent > 0 ? t('tablet.header.offlineWaiting', { count: unsent }) : t('tablet.header.offline')}
          </span>
        ) : sync === 'signedOut' ? (
          <span className="badge pi-offline">{t('tablet.header.signIn', { count: unsent })}</span>
        ) : (
          <span className="badge pi-online">
            {unsent > 0 ? t('tablet.header.saving') : t('tablet.header.saved')}
          </span>
        )}
      </div>
      <LanguageSwitch />
    </header>
  );
}
