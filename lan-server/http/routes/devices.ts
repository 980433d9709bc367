import { implement } from '../implement';
import { devicesEndpoints as devicesApi } from '../../../shared/api/devices';
import {
  type DeviceList,
  type LanInfo,
  type PairedDevice,
  type PairingCode,
} from '../../../shared/api/devices';
import { lanUrlsFor } from '../../discovery/lanAddresses';
import { advertisedUrlOf } from '../../discovery/mdns';
import { AddressThrottle, pairingThrottled } from '../../services/addressThrottle';
import { createPairingCode, listDevices, redeemPairingCode, revokeDevice } from '../../services/pairing';
import { DEVICE_COOKIE, pairedDeviceOfHeaders, setDeviceCookie } from '../deviceAccess';
import { DomainError, unauthenticated } from '../errors';
import { type Route } from '../route';
import { cookiesOf } from '../session';

/**
 * Wrong pairing codes one address may send in ten minutes. A tablet's owner mistyping a code
 * a few times never meets it; a script guessing codes gets ten tries per ten minutes, against 32^8 codes
 * that live five minutes each.
 */
export const PAIRING_GUESSES = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Devices on the venue network: staff pair lane tablets and revoke them; a tablet redeems its
 * code on the LAN door without signing in. None of these are on the public door. One pairing throttle
 * per server, like the sign-in throttle.
 */
export function deviceRoutes(guesses = new AddressThrottle(PAIRING_GUESSES)): Route[] {
  return [
    implement(devicesApi.list, ({ ctx }): DeviceList => ({ devices: listDevices(ctx) })),
    implement(devicesApi.createPairingCode, ({ ctx, body, user }): PairingCode => {
      if (!user) throw unauthenticated();
      return createPairingCode(ctx, body.laneId, user.id);
    }),
    implement(devicesApi.redeem, ({ ctx, body, req, res }): PairedDevice => {
      const address = req.socket.remoteAddress ?? 'unknown';
      const nowMs = ctx.now().getTime();
      // Past the limit even a right code waits: otherwise guessing would simply carry on.
      const wait = guesses.retryAfterMs(address, nowMs);
      if (wait > 0) {
        throw pairingThrottled(wait);
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
    }),
    implement(devicesApi.me, ({ ctx, req }): PairedDevice => {
      const device = pairedDeviceOfHeaders(ctx, req.headers);
      if (!device) throw unauthenticated('This device is not paired');
      return device;
    }),
    // The port the request arrived on is the LAN door's, whatever PORT was configured.
    implement(devicesApi.lanInfo, ({ ctx, req }): LanInfo => ({
      lanUrls: lanUrlsFor(req.socket.localPort ?? 0),
      mdnsUrl: advertisedUrlOf(ctx),
    })),
    implement(devicesApi.revoke, ({ ctx, params }) => {
      revokeDevice(ctx, params.deviceId ?? '');
      return undefined;
    }),
  ];
}
