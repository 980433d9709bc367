import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../context';
import { badRequest } from '../services/domainError';
import { MALFORMED_URL } from '../../server-kit/requestErrors';
import type { HttpDoor, Route, RunOptions } from './route';

/**
 * A door's API routes as one Express layer: the route is found by walking the table in its order, one
 * path split and a few string comparisons per route, instead of one Express route (router, route and
 * layer closures, a regular expression, a params object) per entry. Under 50 connections the Express
 * walk was the biggest single source of garbage per request (about a quarter of all bytes allocated) and a
 * tenth of a polled read's time.
 *
 * It matches as Express 5's router did for these paths (the table has only literal segments and `:name`
 * parameters; a test walks the whole table): literal segments case-insensitively, one optional trailing
 * slash, a parameter is one non-empty segment, percent-decoded; the first route in table order wins; a GET
 * route answers HEAD; OPTIONS is answered with `Allow` listing the path's methods.
 */
export function dispatcher(
  routes: readonly Route[],
  ctx: AppContext,
  door: HttpDoor,
  options: RunOptions,
): RequestHandler {
  const table = routes
    // The LAN door mounts every route but the NATS door's; the public door only the public ones.
    .filter((route) => (door === 'lan' ? route.access !== 'group' : route.access === 'public'))
    .map((route) => ({ route, method: route.method.toUpperCase(), segments: segmentsOf(route.path) }));
  // The paths screens poll are few and asked thousands of times: their split is remembered (bounded).
  const splits = new Map<string, string[]>();
  const segmentsFor = (path: string): string[] => {
    let parts = splits.get(path);
    if (!parts) {
      parts = requestSegments(path);
      if (splits.size >= 1000) splits.clear();
      splits.set(path, parts);
    }
    return parts;
  };
  return (req, res, next) => {
    const parts = segmentsFor(req.path);
    if (req.method === 'OPTIONS') {
      const allowed = new Set<string>();
      for (const entry of table) {
        if (!paramsFor(entry.segments, parts)) continue;
        allowed.add(entry.method);
        if (entry.method === 'GET') allowed.add('HEAD');
      }
      if (allowed.size === 0) return next();
      const allow = [...allowed].sort().join(', ');
      res.statusCode = 200;
      res.setHeader('Allow', allow);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(allow);
      return;
    }
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    for (const entry of table) {
      if (entry.method !== method) continue;
      const params = paramsFor(entry.segments, parts);
      if (!params) continue;
      let decoded: Record<string, string>;
      try {
        decoded = decodeParams(params);
      } catch (err) {
        return next(err);
      }
      (req as Request & { params: Record<string, string> }).params = decoded;
      try {
        entry.route.run(ctx, door, req, res, options)?.catch(next);
      } catch (err) {
        next(err);
      }
      return;
    }
    next();
  };
}

/** One segment of a route's path: a literal (lower case) or a parameter's name. */
type Segment = { literal: string } | { param: string };

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : { literal: s.toLowerCase() }));
}

/** A request path's segments, one trailing slash forgiven (Express's non-strict routing). */
function requestSegments(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/**
 * Whether a request path reaches a route's path by the dispatcher's own rule (literal segments in any
 * case, one trailing slash forgiven), for a guard that applies to one route before the dispatcher runs.
 */
export function pathMatches(routePath: string, requestPath: string): boolean {
  return paramsFor(segmentsOf(routePath), requestSegments(requestPath)) !== null;
}

/** The raw (still percent-encoded) parameters when the path fits the route's segments; null otherwise. */
function paramsFor(segments: readonly Segment[], parts: readonly string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  let params: Record<string, string> | null = null;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    const part = parts[i] ?? '';
    if (!segment) return null;
    if ('literal' in segment) {
      if (part !== segment.literal && part.toLowerCase() !== segment.literal) return null;
    } else {
      if (part === '') return null;
      params ??= {};
      params[segment.param] = part;
    }
  }
  return params ?? {};
}

/** Parameters decoded; a broken % escape is the same 400 as anywhere else (server-kit/requestErrors.ts malformedPaths). */
function decodeParams(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      throw badRequest(MALFORMED_URL, 'BAD_URL');
    }
  }
  return out;
}
