import { useEffect } from 'react';
import { readServerMessage, type ServerMessage } from '../../../shared/api/realtime';
import { applyServerMessage } from '../../api/live';
import { LiveSocket } from '../../api/socket';
import { refreshSmall, smallCache } from '../../api/smallQuery';

/**
 * The TV's own socket (reconnect policy: api/socket.ts), for as long as the screen that calls this is shown:
 * each message is read through the one schema (shared/api/realtime.ts) and applied to the slim cache by the
 * one applier (api/live.ts), as the staff app applies it to its own. After a reconnect every query on screen
 * is fetched again: messages may have been missed.
 */
export function useTvLiveUpdates(): void {
  useEffect(() => {
    const live = new LiveSocket<ServerMessage>({
      read: readServerMessage,
      onMessage: (message) => applyServerMessage(smallCache, message),
      onStatus: () => undefined,
      onReconnect: () => refreshSmall([]),
    });
    live.start();
    return () => live.stop();
  }, []);
}
