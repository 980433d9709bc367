import type { Duplex } from 'node:stream';

/**
 * Refuses a socket upgrade with a plain HTTP answer (and a JSON body when given), then closes the socket:
 * the browser's WebSocket sees the status, a program reading the answer sees the sentence.
 */
export function refuseUpgrade(socket: Duplex, status: number, text: string, body = ''): void {
  const type = body ? 'Content-Type: application/json\r\n' : '';
  socket.write(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}
