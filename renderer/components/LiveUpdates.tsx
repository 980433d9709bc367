import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readServerMessage, type ServerMessage } from '../../shared/api/realtime';
import { applyServerMessage } from '../api/live';
import { queryCache, resyncAll } from '../api/queryCache';
import { LiveSocket } from '../api/socket';
import { useAuth } from '../stores/auth';
import { useConnection } from '../stores/connection';

/**
 * Keeps one socket open for the whole app and feeds its messages into the query cache. It reconnects
 * when the sign-in changes, because the server picks a socket's audience when it connects.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  const status = useAuth((s) => s.status);
  const socket = useRef<LiveSocket<ServerMessage> | null>(null);

  useEffect(() => {
    const cache = queryCache(client);
    const live = new LiveSocket<ServerMessage>({
      read: readServerMessage,
      onMessage: (m) => applyServerMessage(cache, m),
      onStatus: (s) => useConnection.getState().setStatus(s),
      onReconnect: () => resyncAll(client),
    });
    socket.current = live;
    live.start();
    return () => live.stop();
  }, [client]);

  useEffect(() => {
    if (status !== 'checking') socket.current?.restart();
  }, [status]);

  return null;
}
