import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { inOrder } from './inOrder';

const req = {} as Request;
const res = {} as Response;

/** Runs the chain and says how it left: through next(), next(err), or not at all (a handler answered). */
function run(
  handlers: RequestHandler[],
): Promise<{ ran: string[]; left: 'next' | 'error' | 'answered'; err?: unknown }> {
  const ran: string[] = [];
  const named = handlers.map((h, i): RequestHandler => (q, s, n) => {
    ran.push(String(i));
    return h(q, s, n);
  });
  return new Promise((done) => {
    const next: NextFunction = (err?: unknown) =>
      done(err === undefined ? { ran, left: 'next' } : { ran, left: 'error', err });
    inOrder(named)(req, res, next);
    setTimeout(() => done({ ran, left: 'answered' }), 20);
  });
}

const goOn: RequestHandler = (_q, _s, n) => n();
const answer: RequestHandler = () => undefined;
const fail = new Error('refused');

describe('middleware in order as one layer', () => {
  it.each([
    ['every handler goes on: all run, then next()', [goOn, goOn, goOn], ['0', '1', '2'], 'next'],
    ['no handlers: straight on', [], [], 'next'],
    ['a handler answers: the rest never run', [goOn, answer, goOn], ['0', '1'], 'answered'],
    [
      'a handler calls next(err): the rest never run',
      [goOn, (_q, _s, n) => n(fail), goOn],
      ['0', '1'],
      'error',
    ],
    [
      'a handler throws: the error goes on',
      [
        () => {
          throw fail;
        },
        goOn,
      ],
      ['0'],
      'error',
    ],
    ['an async handler rejects: the error goes on', [async () => Promise.reject(fail), goOn], ['0'], 'error'],
    [
      'a handler goes on later (a body being read)',
      [(_q, _s, n) => void setTimeout(n, 1), goOn],
      ['0', '1'],
      'next',
    ],
  ] as [string, RequestHandler[], string[], string][])('%s', async (_what, handlers, ran, left) => {
    const out = await run(handlers);
    expect(out.ran).toEqual(ran);
    expect(out.left).toBe(left);
    if (left === 'error') expect(out.err).toBe(fail);
  });
});
