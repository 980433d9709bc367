import {
  CreatePairingCodeBody,
  RedeemPairingBody,
  type DeviceList,
  type LanInfo,
  type PairedDevice,
  type PairingCode,
} from '../../../shared/api/devices';
import { lanUrlsFor } from '../../discovery/lanAddresses';
import { advertisedUrlOf } from '../../discovery/mdns';
import { AddressThrottle, minutesToWait } from '../../services/addressThrottle';
import { createPairingCode, listDevices, redeemPairingCode, revokeDevice } from '../../services/pairing';
import { DEVICE_COOKIE, pairedDeviceOfHeaders, setDeviceCookie } from '../deviceAccess';
import { DomainError, unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';
import { cookiesOf } from '../session';

/**
 * Wrong pairing codes one address may send in ten minutes (issue 18). A tablet's owner mistyping a code
 * a few times never meets it; a script guessing codes gets ten tries per ten minutes, against 32^8 codes
 * that live five minutes each.
 */
export const PAIRING_GUESSES = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Devices on the venue network (issue 7): staff pair lane tablets and revoke them; a tablet redeems its
 * code on the LAN door without signing in. None of these are on the public door. One pairing throttle
 * per server, like the sign-in throttle.
 */
export function deviceRoutes(guesses = new AddressThrottle(PAIRING_GUESSES)): Route[] {
  return [
    defineRoute({
      method: 'get',
      path: '/api/devices',
      access: 'staff',
      handle: ({ ctx }): DeviceList => ({ devices: listDevices(ctx) }),
    }),
    defineRoute({
      method: 'post',
      path: '/api/devices/pairing-codes',
      access: 'staff',
      body: CreatePairingCodeBody,
      status: 201,
      handle: ({ ctx, body, user }): PairingCode => {
        if (!user) throw unauthenticated();
        return createPairingCode(ctx, body.laneId, user.id);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/devices/redeem',
      access: 'lan',
      body: RedeemPairingBody,
      handle: ({ ctx, body, req, res }): PairedDevice => {
        const address = req.socket.remoteAddress ?? 'unknown';
        const nowMs = ctx.now().getTime();
        // Past the limit even a right code waits: otherwise guessing would simply carry on.
        const wait = guesses.retryAfterMs(address, nowMs);
        if (wait > 0) {
          throw new DomainError(
            429,
            'THROTTLED',
            `Too many wrong pairing codes from this device. Please wait ${minutesToWait(wait)} and try again.`,
          );
        }
        try {
          const { token, device } = redeemPairingCode(ctx, {
            code: body.code,
            userAgent: req.headers['user-agent'],
            previousToken: cookiesOf(req)[DEVICE_COOKIE],
          });
          setDeviceCookie(res, token);
          return device;
        } catch (err) {
          if (err instanceof DomainError && err.code === 'PAIRING_CODE_INVALID')
            guesses.recordFailure(address, nowMs);
          throw err;
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/devices/me',
      access: 'lan',
      handle: ({ ctx, req }): PairedDevice => {
        const device = pairedDeviceOfHeaders(ctx, req.headers);
        if (!device) throw unauthenticated('This device is not paired');
        return device;
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/devices/lan-info',
      access: 'staff',
      // The port the request arrived on is the LAN door's, whatever PORT was configured.
      handle: ({ ctx, req }): LanInfo => ({
        lanUrls: lanUrlsFor(req.socket.localPort ?? 0),
        mdnsUrl: advertisedUrlOf(ctx),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/devices/:deviceId',
      access: 'staff',
      handle: ({ ctx, params }) => {
        revokeDevice(ctx, params.deviceId ?? '');
        return undefined;
      },
    }),
  ];
}
