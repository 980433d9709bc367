import { describe, expect, it } from 'vitest';
import { entryName } from '../../shared/api/endpoint';
import { allEndpoints } from '../../shared/api/table';
import { allRoutes } from '../http/routes';

/**
 * The endpoint table and the server's routes are one thing: every entry has exactly one route that
 * implements it, and every route implements an entry. (That every answer the tests receive parses against
 * its entry is checked as they run: the test server is started with checkAnswers.)
 */
describe('the endpoint table', () => {
  const routes = allRoutes();
  const entries = allEndpoints();

  it('every route implements an entry of the table', () => {
    const unlisted = routes.filter((route) => !route.entry || !entries.includes(route.entry));
    expect(unlisted.map((route) => entryName(route))).toEqual([]);
  });

  it('every entry has exactly one route', () => {
    const count = (entry: (typeof entries)[number]) => routes.filter((route) => route.entry === entry).length;
    expect(entries.filter((entry) => count(entry) !== 1).map(entryName)).toEqual([]);
  });

  it('no two entries share a method and path', () => {
    const names = entries.map(entryName);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('an admin entry names the sentence a staff member is told', () => {
    for (const entry of entries.filter((e) => e.access === 'admin')) {
      expect(entry.refusal, entryName(entry)).toMatch(/^[A-Z].*\.$/);
    }
  });
});
