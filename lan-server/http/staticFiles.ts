import express, { type Express, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NOT_BUILT =
  '<!doctype html><title>Doubletop</title><p>The screens are not built yet. Run <code>npm run build</code> (npm start does this for you).</p>';
const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><title>404 Page Not Found</title><body><h1>404 Page Not Found</h1></body></html>';

/** Hashed asset names never change content, so browsers may keep them for a year. */
const assetOptions = { immutable: true, maxAge: '365d', index: false, fallthrough: true } as const;

function sendHtml(res: Response, file: string, status = 200): void {
  res.status(status).setHeader('Cache-Control', 'no-cache');
  res.type('html').send(readFileSync(file, 'utf8'));
}

/**
 * LAN door: the whole single-page app; every non-API path gets index.html and the router decides. The TV
 * scoreboard and venue view are the exception: a full page load of /tv/scoreboard or /tv/venue gets the TV's own legacy build
 * (dist/renderer/tv, for old TV browsers), falling back to the app when that build is missing.
 */
export function serveLanPages(app: Express, staticDir: string | undefined): void {
  const index = staticDir ? join(staticDir, 'index.html') : '';
  const tvPage = staticDir ? join(staticDir, 'tv', 'tv.html') : '';
  if (staticDir) {
    app.use('/assets', express.static(join(staticDir, 'assets'), assetOptions));
    app.use('/tv/assets', express.static(join(staticDir, 'tv', 'assets'), assetOptions));
  }
  app.get(/^\/tv\/(scoreboard(\/[^/]*)?|venue)\/?$/, (_req: Request, res: Response, next) => {
    if (!tvPage || !existsSync(tvPage)) return next();
    sendHtml(res, tvPage);
  });
  app.get(/^(?!\/api\/|\/api$|\/ws$).*/, (req: Request, res: Response) => {
    if (!index || !existsSync(index)) return void res.status(503).type('html').send(NOT_BUILT);
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html')) {
      const file = staticDir ? join(staticDir, req.path) : '';
      if (file && existsSync(file) && !req.path.includes('..')) return void res.sendFile(file);
      return void res.status(404).type('html').send(NOT_FOUND_PAGE);
    }
    sendHtml(res, index);
  });
}

/**
 * Public door: only the booking page (booking.html) at / and /customer-booking, and only the assets that
 * page loads — found from the HTML and Vite's manifest — so the internet never downloads staff code.
 */
export function servePublicPages(app: Express, staticDir: string | undefined): void {
  const page = staticDir ? join(staticDir, 'booking.html') : '';
  const allowed = staticDir ? bookingAssets(staticDir) : new Set<string>();
  const assets = staticDir ? express.static(join(staticDir, 'assets'), assetOptions) : null;
  app.use('/assets', (req, res, next) => {
    const name = req.path.replace(/^\//, '');
    if (!assets || !allowed.has(name)) return void res.status(404).type('html').send(NOT_FOUND_PAGE);
    assets(req, res, next);
  });
  for (const path of ['/', '/customer-booking']) {
    app.get(path, (_req, res) => {
      if (!page || !existsSync(page)) return void res.status(503).type('html').send(NOT_BUILT);
      sendHtml(res, page);
    });
  }
  app.get(/^(?!\/api\/|\/api$).*/, (_req, res) => void res.status(404).type('html').send(NOT_FOUND_PAGE));
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** File names under assets/ that the booking page may load: its HTML's references and their imports. */
export function bookingAssets(staticDir: string): Set<string> {
  const allowed = new Set<string>();
  const htmlFile = join(staticDir, 'booking.html');
  if (!existsSync(htmlFile)) return allowed;
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const queue: string[] = [];
  for (const m of readFileSync(htmlFile, 'utf8').matchAll(/\/assets\/([A-Za-z0-9._-]+)/g))
    queue.push(`assets/${m[1]}`);
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    allowed.add(file.replace(/^assets\//, ''));
    const key = byFile.get(file);
    const chunk = key ? manifest[key] : undefined;
    if (!chunk) continue;
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const depFile = manifest[dep]?.file;
      if (depFile) queue.push(depFile);
    }
    for (const f of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) queue.push(f);
  }
  return allowed;
}
