import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportName';

describe('exportFileName: {name_with_underscores}_results.csv', () => {
  it.each([
    ['spaces become underscores', 'Friday Night Darts', 'Friday_Night_Darts_results.csv'],
    ['runs of spaces become one underscore, ends trimmed', '  Summer   Cup ', 'Summer_Cup_results.csv'],
    ['characters a file system refuses are dropped', 'A/B: Cup?', 'AB_Cup_results.csv'],
    ['an empty name still saves', '   ', 'tournament_results.csv'],
  ])('%s', (_rule, name, file) => {
    expect(exportFileName(name)).toBe(file);
  });
});
