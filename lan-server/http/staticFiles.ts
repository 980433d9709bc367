import type { Express, NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REVALIDATE, screenFiles, sendScreenFile } from '../../server-kit/precompressed';
import { requestLanguageOf } from '../../server-kit/requestLanguage';
import { translate } from '../../server-kit/translate';

const NOT_BUILT =
  '<!doctype html><title>Doubletop</title><p>The screens are not built yet. Run <code>npm run build</code> (npm start does this for you).</p>';

/** The public league page, /league/{id}: its own build (vite.league.config.ts) and manifest. */
const LEAGUE_PATH = /^\/league\/[A-Za-z0-9_-]+\/?$/;
const LEAGUE_PAGE = 'league.html';
export const LEAGUE_MANIFEST = 'league-manifest.json';

/** A file the door does not have: a bare page titled in the reader's language ('404 Page Not Found'). */
function notFound(res: Response): void {
  const language = requestLanguageOf(res.req);
  const title = translate(language, 'common.pageNotFound');
  res
    .status(404)
    .type('html')
    .send(
      `<!doctype html><html lang="${language}"><title>${title}</title><body><h1>${title}</h1></body></html>`,
    );
}

/** A page (HTML) is never cached without asking: it names this build's hashed files. */
function sendPage(req: Request, res: Response, next: NextFunction, staticDir: string, page: string): void {
  sendScreenFile(req, res, next, staticDir, page, REVALIDATE);
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
    app.use('/assets', screenFiles(join(staticDir, 'assets')));
    app.use('/tv/assets', screenFiles(join(staticDir, 'tv', 'assets')));
  }
  app.get(/^\/tv\/(scoreboard(\/[^/]*)?|venue|league\/[^/]+)\/?$/, (req: Request, res: Response, next) => {
    if (!staticDir || !existsSync(tvPage)) return next();
    sendPage(req, res, next, staticDir, 'tv/tv.html');
  });
  // The public league page is the same small page on both doors (its assets are under /assets too).
  app.get(LEAGUE_PATH, (req: Request, res: Response, next) => {
    if (!staticDir || !existsSync(join(staticDir, LEAGUE_PAGE))) return next();
    sendPage(req, res, next, staticDir, LEAGUE_PAGE);
  });
  app.get(/^(?!\/api\/|\/api$|\/ws$).*/, (req: Request, res: Response, next) => {
    if (!staticDir || !existsSync(index)) return void res.status(503).type('html').send(NOT_BUILT);
    if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html')) {
      return sendScreenFile(req, res, () => notFound(res), staticDir, req.path);
    }
    sendPage(req, res, next, staticDir, 'index.html');
  });
}

/**
 * Public door: only the booking page (booking.html) at /, /customer-booking and /cancel-booking, the league
 * page (league.html) at /league/{id}, and only the assets those pages load — found from the HTML and Vite's manifest — so the internet never downloads staff code.
 */
export function servePublicPages(app: Express, staticDir: string | undefined): void {
  const page = staticDir ? join(staticDir, 'booking.html') : '';
  const allowed = staticDir
    ? new Set([...bookingAssets(staticDir), ...pageAssets(staticDir, LEAGUE_PAGE, LEAGUE_MANIFEST)])
    : new Set<string>();
  const assets = staticDir ? screenFiles(join(staticDir, 'assets')) : null;
  app.use('/assets', (req, res, next) => {
    const name = req.path.replace(/^\//, '');
    if (!assets || !allowed.has(name)) return notFound(res);
    assets(req, res, next);
  });
  // /cancel-booking is the customer's cancel link: the same small entry, which shows its cancel
  // screen for that path. The token rides in the URL's fragment, so it never reaches this server's logs.
  for (const path of ['/', '/customer-booking', '/cancel-booking']) {
    app.get(path, (req, res) => {
      if (!staticDir || !existsSync(page)) return void res.status(503).type('html').send(NOT_BUILT);
      sendPage(req, res, () => notFound(res), staticDir, 'booking.html');
    });
  }
  app.get(LEAGUE_PATH, (req, res) => {
    if (!staticDir || !existsSync(join(staticDir, LEAGUE_PAGE)))
      return void res.status(503).type('html').send(NOT_BUILT);
    sendPage(req, res, () => notFound(res), staticDir, LEAGUE_PAGE);
  });
  app.get(/^(?!\/api\/|\/api$).*/, (_req, res) => notFound(res));
}

/** The booking page's build manifest, beside the LAN app's manifest.json in dist/renderer/.vite. */
export const BOOKING_MANIFEST = 'booking-manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** File names under assets/ that the booking page may load: its HTML's references and their imports. */
export function bookingAssets(staticDir: string): Set<string> {
  // The booking page's own build (vite.booking.config.ts) writes its own manifest.
  return pageAssets(staticDir, 'booking.html', BOOKING_MANIFEST);
}

/** File names under assets/ that a page built on its own may load, from its HTML and its build's manifest. */
export function pageAssets(staticDir: string, html: string, manifestName: string): Set<string> {
  const allowed = new Set<string>();
  const htmlFile = join(staticDir, html);
  if (!existsSync(htmlFile)) return allowed;
  const manifestFile = join(staticDir, '.vite', manifestName);
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
