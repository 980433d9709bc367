import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { PairedDevice } from '../../shared/api/devices';
import type { AppContext } from '../context';
import { deviceForToken } from '../services/pairing';
import { cookiesOf } from './session';

/** The lane tablet's credential: a random token whose hash is in `devices` (services/pairing.ts). */
export const DEVICE_COOKIE = 'dt_device';
/**
 * "Long-lived": a tablet stays paired until staff revoke it. 400 days is the longest lifetime Chromium
 * and Safari honour for a cookie; each redeem starts a new one.
 */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** The paired tablet behind these headers, or null when there is no valid, unrevoked device cookie. */
export function pairedDeviceOfHeaders(ctx: AppContext, headers: IncomingHttpHeaders): PairedDevice | null {
  return deviceForToken(ctx, cookiesOf({ headers })[DEVICE_COOKIE]);
}

/** The lane a paired tablet may score on, from its device cookie; null without a valid device credential. */
export function pairedLaneOfHeaders(ctx: AppContext, headers: IncomingHttpHeaders): number | null {
  return pairedDeviceOfHeaders(ctx, headers)?.laneId ?? null;
}

export function pairedLaneOf(ctx: AppContext, req: Request): number | null {
  return pairedLaneOfHeaders(ctx, req.headers);
}

/**
 * HttpOnly and SameSite=Strict like the staff session (docs/security.md#the-venues-doors); not Secure, the
 * LAN is plain HTTP.
 */
export function setDeviceCookie(res: Response, token: string): void {
  res.cookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}
