import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, toMinor } from './money';

describe('money', () => {
  it.each([
    ['whole pounds', '15', 1500],
    ['one decimal', '15.5', 1550],
    ['two decimals', '15.05', 1505],
    ['zero', '0.00', 0],
    ['negative refused', '-1', null],
    ['three decimals refused', '1.005', null],
    ['text refused', 'abc', null],
  ])('toMinor: %s', (_rule, text, minor) => {
    expect(toMinor(text)).toBe(minor);
  });

  it.each([
    [1550, '15.50'],
    [5, '0.05'],
    [0, '0.00'],
  ])('fromMinor(%d) is %s', (minor, text) => {
    expect(fromMinor(minor)).toBe(text);
  });

  it.each([
    ['GBP', '£15.00'],
    ['USD', 'US$15.00'],
    ['EUR', '€15.00'],
  ] as const)('formats %s in the venue currency', (currency, shown) => {
    expect(formatMoney('15', currency)).toBe(shown);
  });
});
