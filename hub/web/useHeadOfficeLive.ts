import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HUB_LIVE_PATH } from '../../shared/group/headOfficeApi';
import { readLiveMessage, type LiveMessage } from '../../shared/group/live';
import { applyServerMessage } from '../../renderer/api/live';
import { queryCache, resyncAll } from '../../renderer/api/queryCache';
import { LiveSocket } from '../../renderer/api/socket';

/**
 * Head office's live socket, while someone is signed in: the one socket class, the one message schema and the
 * one applier the venue's screens use, on head office's own path. Answers whether it is open now.
 */
export function useHeadOfficeLive(signedIn: boolean): boolean {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const cache = queryCache(client);
    const live = new LiveSocket<LiveMessage>(
      {
        read: readLiveMessage,
        onMessage: (m) => applyServerMessage(cache, m),
        onStatus: (s) => setOpen(s === 'open'),
        onReconnect: () => resyncAll(client),
      },
      HUB_LIVE_PATH,
    );
    live.start();
    return () => {
      live.stop();
      setOpen(false);
    };
  }, [signedIn, client]);
  return open;
}
