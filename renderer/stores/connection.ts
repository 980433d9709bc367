import { create } from 'zustand';
import type { SocketStatus } from '../api/socket';

/** Whether the live connection to the server is up (drives offline indicators). */
export const useConnection = create<{ status: SocketStatus; setStatus(s: SocketStatus): void }>((set) => ({
  status: 'connecting',
  setStatus: (status) => set({ status }),
}));
