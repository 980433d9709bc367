import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { dispatcher, pathMatches } from './dispatch';
import type { HttpDoor, Route } from './route';
import { allRoutes } from './routes';

/**
 * The dispatcher against Express 5's own router, over the whole route table: every request below is sent
 * to both, and both must pick the same route with the same parameters (or both pass it on).
 */
const table = allRoutes();
const echo = (route: Route, i: number): Route => ({
  ...route,
  run: (_ctx, _door, req, res) => {
    res.json({ route: i, params: { ...req.params } });
    return Promise.resolve();
  },
});
const echoing = table.map(echo);

function viaExpress(door: HttpDoor): express.Express {
  const app = express();
  const router = express.Router();
  echoing.forEach((route) => {
    if (door === 'public' && route.access !== 'public') return;
    // Head office's questions are asked over NATS only (groupDoor.ts): no HTTP door mounts them.
    if (route.access === 'group') return;
    router[route.method](route.path, (req, res, next) => {
      Promise.resolve()
        .then(() => route.run({} as AppContext, door, req, res, { checkAnswers: false }))
        .catch(next);
    });
  });
  app.use(router);
  app.use((_req, res) => res.status(404).json({ passed: true }));
  return app;
}

function viaDispatcher(door: HttpDoor): express.Express {
  const app = express();
  app.use(dispatcher(echoing, {} as AppContext, door, { checkAnswers: false }));
  app.use((_req, res) => res.status(404).json({ passed: true }));
  return app;
}

const servers: Server[] = [];
async function listen(app: express.Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const filled = (path: string, value: string) => path.replace(/:[a-zA-Z]+/g, value);
const requests: { method: string; path: string }[] = [];
// Head office's questions have no URL to ask (both doors must leave them out, as Express does above).
for (const route of table.filter((r) => r.access !== 'group')) {
  const method = route.method.toUpperCase();
  const path = filled(route.path, '12');
  requests.push(
    { method, path },
    { method, path: `${path}/` },
    { method, path: `${path}//` },
    { method, path: path.toUpperCase() },
    { method, path: `${path}/extra` },
    { method, path: filled(route.path, 'Ann%20Lee') },
    { method, path: filled(route.path, '') },
    { method: method === 'GET' ? 'POST' : 'GET', path },
    { method: 'OPTIONS', path },
  );
  if (method === 'GET') requests.push({ method: 'HEAD', path });
}
requests.push(
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/api' },
  { method: 'GET', path: '/api/nothing' },
);

const urls: Record<string, { express: string; dispatcher: string }> = {};
beforeAll(async () => {
  for (const door of ['lan', 'public'] as const)
    urls[door] = { express: await listen(viaExpress(door)), dispatcher: await listen(viaDispatcher(door)) };
});
afterAll(() => servers.forEach((s) => s.close()));

async function answer(base: string, method: string, path: string) {
  const res = await fetch(base + path, { method });
  return { status: res.status, allow: res.headers.get('allow'), body: await res.text() };
}

describe('the API dispatcher routes as Express did', () => {
  it.each(['lan', 'public'] as const)('every route of the table, on the %s door', async (door) => {
    const { express: viaRouter, dispatcher: viaTable } = urls[door] ?? { express: '', dispatcher: '' };
    for (const { method, path } of requests) {
      const expected = await answer(viaRouter, method, path);
      expect({ method, path, ...(await answer(viaTable, method, path)) }).toEqual({
        method,
        path,
        ...expected,
      });
    }
  });
});

describe('a guard for one route matches its path as the dispatcher does', () => {
  it.each([
    ['/api/reservations', '/api/reservations', true],
    ['/api/reservations', '/API/Reservations/', true],
    ['/api/reservations', '/api/reservations//', false],
    ['/api/reservations', '/api/reservations/override', false],
    ['/api/reservations', '/api/reservation', false],
    ['/api/reservations/:id', '/api/reservations/42', true],
    ['/api/reservations/:id', '/api/reservations/', false],
  ])('%s reached by %s: %s', (route, request, expected) => {
    expect(pathMatches(route, request)).toBe(expected);
  });
});
