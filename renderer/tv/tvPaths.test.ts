import { describe, expect, it } from 'vitest';
import { matchTvPath } from './tvPaths';

const views = [
  { path: /^\/tv\/scoreboard(?:\/([^/]+))?\/?$/, view: 'scoreboard' },
  { path: /^\/tv\/venue\/?$/, view: 'venue' },
] as const;

describe('matchTvPath', () => {
  it.each<[string, string, (string | undefined)[]]>([
    ['/tv/scoreboard', 'scoreboard', [undefined]],
    ['/tv/scoreboard/', 'scoreboard', [undefined]],
    ['/tv/scoreboard/abc-123', 'scoreboard', ['abc-123']],
    ['/tv/scoreboard/abc-123/', 'scoreboard', ['abc-123']],
    ['/tv/scoreboard/Friday%20Cup', 'scoreboard', ['Friday Cup']],
    ['/tv/scoreboard/%E0%A4%A', 'scoreboard', ['%E0%A4%A']],
    ['/tv/venue', 'venue', []],
    ['/tv/scoreboard/a/b', 'fallback', []],
    ['/tv/', 'fallback', []],
    ['/', 'fallback', []],
  ])('%s shows the %s view with %j', (path, view, params) => {
    expect(matchTvPath<string>(path, views, 'fallback')).toEqual({ view, params });
  });
});
