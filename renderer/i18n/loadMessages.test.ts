import { describe, expect, it, vi } from 'vitest';
import { wordsOf } from '../../shared/i18n/catalogue';
import { loadMessages } from './loadMessages';
import { PSEUDO_LOCALE_STORAGE } from './pseudoLocale';

// The catalogues as the browser gets them: compiled at build time by the Vite plugin, one language at a time.
describe('compiled catalogues', () => {
  it('words plurals and selects in each language', async () => {
    const nl = await loadMessages(['booking', 'common'], 'nl');
    const de = await loadMessages(['common'], 'de');
    const en = await loadMessages(['common'], 'en');
    expect(wordsOf(nl, 'booking.lanesFree', { count: 1 })).toBe('1 baan vrij');
    expect(wordsOf(nl, 'booking.lanesFree', { count: 3 })).toBe('3 banen vrij');
    expect(wordsOf(de, 'common.duration', { minutes: 90, hours: 1.5 })).toBe('1,5 Stunden');
    expect(wordsOf(en, 'common.duration', { minutes: 90, hours: 1.5 })).toBe('1.5 hours');
    expect(wordsOf(en, 'common.duration', { minutes: 30, hours: 0.5 })).toBe('30 minutes');
  });

  it('loads only the language asked for', async () => {
    const de = await loadMessages(['booking'], 'de');
    expect(wordsOf(de, 'booking.title')).toBe('Bahn buchen');
    expect(Object.keys(de).every((key) => key.startsWith('booking.'))).toBe(true);
  });
});

describe('the pseudo-locale', () => {
  it('marks and accents every message, keeping its placeholders and plurals', async () => {
    const stored: Record<string, string> = { [PSEUDO_LOCALE_STORAGE]: 'qps' };
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
    try {
      const qps = await loadMessages(['common', 'tablet'], 'de');
      expect(wordsOf(qps, 'common.loading')).toBe('⟦Ľöàðïñĝ...⟧');
      expect(wordsOf(qps, 'tablet.figures.legs', { count: 2 })).toBe('⟦2 ľéĝš⟧');
      expect(wordsOf(qps, 'tablet.stats.hide', { name: 'Ann' })).toBe('⟦Ĥïðé Ann ƒřöɱ ľéàðéřƀöàřð⟧');
      expect(wordsOf(qps, 'tablet.stats.leaderboard')).toBe("⟦Ţöñïĝĥţ'š ľéàðéřƀöàřð öñ ţĥé ṽéñüé ŢṼ⟧");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
