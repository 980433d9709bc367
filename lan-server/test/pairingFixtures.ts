import WebSocket from 'ws';
import type { PairedDevice, PairingCode } from '../../shared/api/devices';
import type { TestServer } from './harness';

/** Staff create a pairing code for a lane (by lane id) and get it back. */
export async function createCode(t: TestServer, staffCookie: string, laneId: number): Promise<PairingCode> {
  const res = await t.lan('/api/devices/pairing-codes', {
    method: 'POST',
    json: { laneId },
    cookie: staffCookie,
  });
  if (res.status !== 201) throw new Error(`pairing code not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as PairingCode;
}

/** A tablet redeems a code; returns the raw response (tests look at status and cookie). */
export function redeem(t: TestServer, code: string, cookie?: string): Promise<Response> {
  return t.lan('/api/devices/redeem', { method: 'POST', json: { code }, ...(cookie ? { cookie } : {}) });
}

/** Pairs a fresh tablet to a lane and returns its device cookie ("dt_device=...") and identity. */
export async function pairTablet(
  t: TestServer,
  staffCookie: string,
  laneId: number,
): Promise<{ cookie: string; device: PairedDevice }> {
  const { code } = await createCode(t, staffCookie, laneId);
  const res = await redeem(t, code);
  if (res.status !== 200) throw new Error(`redeem failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, device: (await res.json()) as PairedDevice };
}

/** A socket as a lane tablet opens it, recording messages and how it was closed. */
export async function tabletSocket(
  lanUrl: string,
  cookie: string,
): Promise<{ messages: Record<string, unknown>[]; closed: Promise<number>; close(): void }> {
  const ws = new WebSocket(`${lanUrl.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
  return { messages, closed, close: () => ws.close() };
}
