import { existsSync } from 'node:fs';
import express, { type Router } from 'express';
import { GROUP_LEAGUE_PAGE_PATH } from '../../shared/group/groupLeaguePage';
import { REVALIDATE, screenFiles, sendScreenFile } from '../../server-kit/precompressed';

/**
 * The group's public league page's files under /league (docs/venue-group.md, "A league across the group"):
 * the built page (vite.group-league.config.ts, precompressed) as the booking page's are sent — brotli or gzip
 * copies, hashed names cached — and every /league/{id} is the one small app, which reads
 * `/api/group/leagues/{id}`. Nothing when the page is not built.
 */
export function groupLeagueFiles(staticDir: string | undefined): Router | null {
  if (!staticDir || !existsSync(staticDir)) return null;
  const files = express.Router();
  files.use(GROUP_LEAGUE_PAGE_PATH, screenFiles(staticDir));
  files.get(`${GROUP_LEAGUE_PAGE_PATH}/:leagueId`, (req, res, next) => {
    sendScreenFile(req, res, next, staticDir, '/group-league.html', REVALIDATE);
  });
  return files;
}
