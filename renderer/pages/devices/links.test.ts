import { describe, expect, it } from 'vitest';
import { pairingLink, qrBaseUrl, timeLeft, tvLink, tvVenueLink } from './links';

describe('Devices panel links', () => {
  it.each([
    [
      'the first LAN address by default',
      ['http://192.168.1.5:5000', 'http://10.0.0.2:5000'],
      null,
      'http://192.168.1.5:5000',
    ],
    [
      'the address staff chose',
      ['http://192.168.1.5:5000', 'http://10.0.0.2:5000'],
      'http://10.0.0.2:5000',
      'http://10.0.0.2:5000',
    ],
    [
      'ignores a choice that is no longer an address',
      ['http://192.168.1.5:5000'],
      'http://10.9.9.9:5000',
      'http://192.168.1.5:5000',
    ],
    ['the page origin when the PC has no LAN address', [], null, 'http://127.0.0.1:5000'],
  ])('QR codes use %s', (_rule, lanUrls, chosen, expected) => {
    expect(qrBaseUrl(lanUrls, chosen, 'http://127.0.0.1:5000')).toBe(expected);
  });

  it('pairing QR opens the redeem page, TV QR the scoreboard', () => {
    expect(pairingLink('http://192.168.1.5:5000', 'AB12CD34')).toBe('http://192.168.1.5:5000/pair/AB12CD34');
    expect(tvLink('http://192.168.1.5:5000')).toBe('http://192.168.1.5:5000/tv/scoreboard');
    expect(tvVenueLink('http://192.168.1.5:5000')).toBe('http://192.168.1.5:5000/tv/venue');
  });

  it.each([
    ['full window', 300_000, '5:00'],
    ['part of a second rounds up', 299_500, '5:00'],
    ['last seconds', 9_000, '0:09'],
    ['at the end', 0, 'expired'],
    ['after the end', -5_000, 'expired'],
  ])('countdown: %s', (_rule, msLeft, expected) => {
    const now = 1_000_000;
    expect(timeLeft(now + msLeft, now)).toBe(expected);
  });
});
