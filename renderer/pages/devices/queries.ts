import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DeviceList,
  LanInfo,
  PairedDevice,
  PairingCode,
  type CreatePairingCodeBody,
} from '../../../shared/api/devices';
import { api } from '../../api/client';
import { keys } from '../../api/keys';

/** The Devices panel's data: paired tablets, where the PC can be reached, and the lanes to pair. */
export function useDevices() {
  return useQuery({ queryKey: keys.devices, queryFn: () => api('/api/devices', { schema: DeviceList }) });
}

export function useLanInfo() {
  return useQuery({
    queryKey: [...keys.devices, 'lan-info'],
    queryFn: () => api('/api/devices/lan-info', { schema: LanInfo }),
  });
}

export function useCreatePairingCode() {
  return useMutation({
    mutationFn: (body: CreatePairingCodeBody) =>
      api('/api/devices/pairing-codes', { method: 'POST', body, schema: PairingCode }),
  });
}

export function useRevokeDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      api(`/api/devices/${encodeURIComponent(deviceId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.devices }),
  });
}

export function redeemPairingCode(code: string) {
  return api('/api/devices/redeem', { method: 'POST', body: { code }, schema: PairedDevice });
}

export function thisDevice() {
  return api('/api/devices/me', { schema: PairedDevice });
}
