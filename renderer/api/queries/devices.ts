import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  devicesEndpoints,
  type CreatePairingCodeBody,
  type DeviceSummary,
} from '../../../shared/api/devices';
import { call } from '../call';
import { keys } from '../keys';

/** The Devices panel's data: paired tablets and where the PC can be reached. One fetcher per key. */
export const deviceQueries = {
  list: () =>
    queryOptions({
      queryKey: keys.devices,
      queryFn: ({ signal }) => call(devicesEndpoints.list, { signal }),
    }),
  /** Under the devices' key: refreshed with the list. */
  lanInfo: () =>
    queryOptions({
      queryKey: keys.lanInfo,
      queryFn: ({ signal }) => call(devicesEndpoints.lanInfo, { signal }),
    }),
  /**
   * The lane a paired tablet belongs to (a tablet opened on another lane's screen says so). Its key
   * is spelt here, not in keys.ts: the TV build carries keys.ts whole, and its script budget is spent.
   */
  thisDevice: () =>
    queryOptions({
      queryKey: [...keys.devices, 'this-device'],
      queryFn: ({ signal }) => call(devicesEndpoints.me, { signal }),
    }),
};

export function useDevices() {
  return useQuery(deviceQueries.list());
}

export function useLanInfo() {
  return useQuery(deviceQueries.lanInfo());
}

export function useThisDevice() {
  return useQuery(deviceQueries.thisDevice());
}

export function useCreatePairingCode() {
  return useMutation({
    mutationFn: (body: CreatePairingCodeBody) => call(devicesEndpoints.createPairingCode, { body }),
  });
}

/**
 * Revokes a tablet. What follows is given here, not to `mutate`: the row that asked goes away when the list
 * refreshes, and a callback given to `mutate` is dropped with its component (the 'Tablet revoked' toast was
 * sometimes never shown).
 */
export function useRevokeDevice(then: {
  revoked(device: DeviceSummary): void;
  failed(error: unknown): void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (device: DeviceSummary) => call(devicesEndpoints.revoke, { params: { deviceId: device.id } }),
    onSuccess: (_answer, device) => then.revoked(device),
    onError: (error) => then.failed(error),
    onSettled: () => client.invalidateQueries({ queryKey: deviceQueries.list().queryKey }),
  });
}

/** A tablet redeems the code staff gave it (no sign-in; the answer sets the device's cookie). */
export function redeemPairingCode(code: string) {
  return call(devicesEndpoints.redeem, { body: { code } });
}

export function thisDevice() {
  return call(devicesEndpoints.me);
}
