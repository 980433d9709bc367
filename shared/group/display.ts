import { formatMoney, minorUnits } from '../money';
import type { PeriodFigures, VenueFigures } from './figures';

/** How head office writes a venue's figures (hub/web); revenue given back on a day shows as a negative amount. */
export function revenueText(venue: VenueFigures, period: PeriodFigures): string {
  return formatMoney(minorUnits(period.revenueMinor), venue.currency);
}

export function utilisationText(period: PeriodFigures): string {
  return period.utilisation === null ? '–' : `${period.utilisation.toFixed(1)}%`;
}

export function laneHoursText(period: PeriodFigures): string {
  const h = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return `${h(period.laneHoursSold)} / ${h(period.laneHoursOpen)}`;
}

/** 'Online' or 'Offline', with how long ago the venue was last heard from. */
export function presenceText(venue: VenueFigures, now: Date): string {
  const last = venue.lastEventAt ?? venue.lastHeartbeatAt;
  const ago = last === null ? 'never' : agoText(now.getTime() - Date.parse(last));
  return `${venue.online ? 'Online' : 'Offline'} · last event ${ago}`;
}

export function agoText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s ago`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  return h < 48 ? `${h} h ago` : `${Math.round(h / 24)} days ago`;
}
