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
import { createPairingCode, listDevices, redeemPairingCode, revokeDevice } from '../../services/pairing';
import { DEVICE_COOKIE, pairedDeviceOfHeaders, setDeviceCookie } from '../deviceAccess';
import { unauthenticated } from '../errors';
import { defineRoute, type Route } from '../route';
import { cookiesOf } from '../session';

/**
 * Devices on the venue network (issue 7): staff pair lane tablets and revoke them; a tablet redeems its
 * code on the LAN door without signing in. None of these are on the public door.
 */
export function deviceRoutes(): Route[] {
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
        const { token, device } = redeemPairingCode(ctx, {
          code: body.code,
          userAgent: req.headers['user-agent'],
          previousToken: cookiesOf(req)[DEVICE_COOKIE],
        });
        setDeviceCookie(res, token);
        return device;
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
