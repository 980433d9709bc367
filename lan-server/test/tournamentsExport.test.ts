import { describe, expect, it } from 'vitest';
import { csvField } from '../../shared/csv';

describe('csvField: one CSV cell of the results export', () => {
  it.each([
    ['plain text stays as it is', 'Ann Smith', 'Ann Smith'],
    ['a number', 2, '2'],
    ['an empty cell for null', null, ''],
    ['a comma is quoted', 'Smith, Ann', '"Smith, Ann"'],
    ['a quote is doubled inside quotes', 'Ann "The Arrow" Smith', '"Ann ""The Arrow"" Smith"'],
    ['a line break is quoted', 'Ann\nSmith', '"Ann\nSmith"'],
    ['a formula is shown as text, not run by a spreadsheet', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a leading minus or plus is text too', '-1+1', "'-1+1"],
    ['a leading @ is text too', '@Ann', "'@Ann"],
  ])('%s', (_rule, value, cell) => {
    expect(csvField(value)).toBe(cell);
  });
});
