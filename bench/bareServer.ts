import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The same-run baseline: a bare Express app (and a bare ws hub) with no auth, no database and no
 * validation, in its own Node process on the same machine. Every benchmark figure is set against what this
 * does in the same run, so a busy machine moves both numbers together.
 */
const app = express();
app.disable('x-powered-by');
app.get('/bare', (_req, res) => {
  res.json({ ok: true });
});

/**
 * The paced latency baseline answers the same bytes as the read it stands beside (bench/figures/reads.ts
 * puts the read's own answer here first), so both sides write as much to the socket and the p99 ratio is
 * our server's work on the read — auth, the database, the JSON — and not the size of the answer.
 */
let payload: Buffer = Buffer.from('{"ok":true}');
app.put('/bare/payload', express.raw({ type: () => true, limit: '4mb' }), (req, res) => {
  if (Buffer.isBuffer(req.body) && req.body.length > 0) payload = req.body;
  res.status(204).end();
});
/**
 * BARE_SPIN_US=N (the tail probe's control only, bench/tailProbe.ts): each payload answer first spins N µs on
 * the request path, a bare Express that costs more per request and does nothing else differently.
 */
const spinUs = Number(process.env.BARE_SPIN_US ?? 0);
app.get('/bare/payload', (_req, res) => {
  if (spinUs > 0) {
    const until = performance.now() + spinUs / 1000;
    while (performance.now() < until) {
      // The work is the waiting.
    }
  }
  res.type('json').send(payload);
});

// Booking contention baseline: one slot, first come wins, everyone else is told 409.
const taken = new Set<string>();
app.post('/bare/booking', express.json(), (req, res) => {
  const key = JSON.stringify(req.body);
  if (taken.has(key)) return void res.status(409).json({ message: 'taken' });
  taken.add(key);
  res.status(201).json({ ok: true });
});

const http = createServer(app);
const wss = new WebSocketServer({ server: http, path: '/ws' });

// Fan-out baseline: answer the HTTP request, then send the message to every socket, as the hub does.
app.post('/bare/broadcast', (_req, res) => {
  res.json({ ok: true });
  const text = JSON.stringify({ type: 'lane_updated', lane: { id: 0, status: 'occupied' } });
  for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(text);
});

http.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const { port } = http.address() as AddressInfo;
  console.log(`Bare door http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  wss.close();
  http.close(() => process.exit(0));
  http.closeAllConnections();
});
