import { TV_SCOREBOARD_PATH, TV_VENUE_PATH, pairPath } from '../../../shared/api/devices';

/**
 * Which address the Devices panel's QR codes point at. A tablet must reach the PC over the venue Wi-Fi,
 * so a LAN address is preferred (the server lists private ranges first); the page's own origin is the
 * fallback — right when staff opened the panel on another device by IP, wrong only on the front desk's
 * own 127.0.0.1, which is why that one is never chosen while a LAN address exists.
 */
export function qrBaseUrl(lanUrls: readonly string[], chosen: string | null, pageOrigin: string): string {
  if (chosen && lanUrls.includes(chosen)) return chosen;
  return lanUrls[0] ?? pageOrigin;
}

export function pairingLink(base: string, code: string): string {
  return `${base}${pairPath(code)}`;
}

export function tvLink(base: string): string {
  return `${base}${TV_SCOREBOARD_PATH}`;
}

export function tvVenueLink(base: string): string {
  return `${base}${TV_VENUE_PATH}`;
}

/**
 * "4:59" until a pairing code expires; "expired" at or after the end. Counted on this device's clock from
 * when the code arrived (`deadlineMs` = arrival + the server's expiresInSeconds), so a device whose clock
 * disagrees with the server's still shows the right time left.
 */
export function timeLeft(deadlineMs: number, nowMs: number): string {
  const seconds = Math.ceil((deadlineMs - nowMs) / 1000);
  if (seconds <= 0) return 'expired';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
