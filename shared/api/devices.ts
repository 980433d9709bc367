import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Lane-tablet pairing. Staff create a one-time code for a lane; the tablet that redeems it in
 * time gets a device cookie that admits it to that lane's scoring screen and actions only.
 */

/** How long a pairing code can be redeemed: long enough to walk to the lane, short enough to go stale. */
export const PAIRING_CODE_TTL_MINUTES = 5;

/**
 * Codes use Crockford's base-32 letters (no I, L, O, U) so one read off the screen can be typed on a
 * tablet without ambiguity; 8 of them are 40 bits, far beyond guessing within 5 minutes.
 */
export const PAIRING_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PAIRING_CODE_LENGTH = 8;

/** Path of the tablet's redeem page; the QR code encodes `<LAN URL>/pair/<code>`. */
export function pairPath(code: string): string {
  return `/pair/${encodeURIComponent(code)}`;
}

/** What a customer typed or scanned: case and separators do not matter. */
export function normalisePairingCode(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

export const CreatePairingCodeBody = z.object({ laneId: z.number().int().positive() });
export type CreatePairingCodeBody = z.infer<typeof CreatePairingCodeBody>;

export const PairingCode = z.object({
  code: z.string(),
  laneId: z.number().int(),
  laneNumber: z.number().int(),
  expiresAt: z.string(),
  /** Seconds left when the server answered: screens count down from this, so a device whose clock is
   * wrong still shows the right time left. */
  expiresInSeconds: z.number().int(),
});
export type PairingCode = z.infer<typeof PairingCode>;

export const RedeemPairingBody = z.object({ code: z.string().min(1).max(64) });
export type RedeemPairingBody = z.infer<typeof RedeemPairingBody>;

/** The lane a paired tablet belongs to: the answer of redeem and of GET /api/devices/me. */
export const PairedDevice = z.object({
  deviceId: z.string(),
  laneId: z.number().int(),
  laneNumber: z.number().int(),
});
export type PairedDevice = z.infer<typeof PairedDevice>;

/** A paired tablet as staff see it in the Devices list. */
export const DeviceSummary = z.object({
  id: z.string(),
  laneId: z.number().int(),
  laneNumber: z.number().int(),
  label: z.string(),
  pairedAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type DeviceSummary = z.infer<typeof DeviceSummary>;

export const DeviceList = z.object({ devices: z.array(DeviceSummary) });
export type DeviceList = z.infer<typeof DeviceList>;

/** Where tablets and the TV reach the LAN door, for the Devices panel's QR codes. */
export const LanInfo = z.object({
  lanUrls: z.array(z.string()),
  mdnsUrl: z.string().nullable(),
});
export type LanInfo = z.infer<typeof LanInfo>;

/** The TV scoreboard's path; the Devices panel shows a QR code for it. */
export const TV_SCOREBOARD_PATH = '/tv/scoreboard';
/** The TV's whole-venue view: every lane's game and tonight's leaderboard (a QR code for it too). */
export const TV_VENUE_PATH = '/tv/venue';

/** The devices area of the endpoint table (shared/api/table.ts). */
export const devicesEndpoints = {
  list: endpoint({ method: 'get', path: '/api/devices', door: 'lan', access: 'staff', response: DeviceList }),
  createPairingCode: endpoint({
    method: 'post',
    path: '/api/devices/pairing-codes',
    door: 'lan',
    access: 'staff',
    body: CreatePairingCodeBody,
    response: PairingCode,
    status: 201,
  }),
  redeem: endpoint({
    method: 'post',
    path: '/api/devices/redeem',
    door: 'lan',
    access: 'anonymous',
    body: RedeemPairingBody,
    response: PairedDevice,
  }),
  me: endpoint({
    method: 'get',
    path: '/api/devices/me',
    door: 'lan',
    access: 'anonymous',
    response: PairedDevice,
  }),
  /** The port the request arrived on is the LAN door's, whatever PORT was configured. */
  lanInfo: endpoint({
    method: 'get',
    path: '/api/devices/lan-info',
    door: 'lan',
    access: 'staff',
    response: LanInfo,
  }),
  revoke: endpoint({
    method: 'delete',
    path: '/api/devices/:deviceId',
    door: 'lan',
    access: 'staff',
    response: 'no content',
  }),
};
