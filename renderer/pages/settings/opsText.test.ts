import { beforeAll, describe, expect, it } from 'vitest';
import { wordsOf, type CompiledCatalogue, type Params } from '../../../shared/i18n/catalogue';
import { loadMessages } from '../../i18n/loadMessages';
import { ageText, backupLabel, outboxText, sizeText } from './opsText';

// The health words as the staff screen gets them: English, then German, from the compiled catalogues.
let en: CompiledCatalogue;
let de: CompiledCatalogue;
beforeAll(async () => {
  en = await loadMessages(['staff'], 'en');
  de = await loadMessages(['staff'], 'de');
});
const inEnglish = (key: string, params: Params) => wordsOf(en, key, params);
const inGerman = (key: string, params: Params) => wordsOf(de, key, params);

describe('sizeText', () => {
  const cases: [number, string][] = [
    [0, '0 bytes'],
    [900, '900 bytes'],
    [1536, '1.5 KB'],
    [340 * 1024 * 1024, '340 MB'],
    [1.25 * 1024 ** 3, '1.3 GB'],
    [12 * 1024 ** 4, '12 TB'],
  ];
  it.each(cases)('%d bytes reads %s', (bytes, text) => expect(sizeText(bytes)).toBe(text));
  it('writes the decimals as the reader’s language does', () => {
    expect(sizeText(1.25 * 1024 ** 3, 'de')).toBe('1,3 GB');
    expect(sizeText(1536, 'nl')).toBe('1,5 KB');
    expect(sizeText(12_000 * 1024 ** 4, 'de')).toBe('12.000 TB');
  });
});

describe('ageText', () => {
  const cases: [number | null, string][] = [
    [null, 'never'],
    [0.001, '1 minutes ago'],
    [0.5, '30 minutes ago'],
    [1, '1 hour ago'],
    [13.7, '13 hours ago'],
    [72, '3 days ago'],
  ];
  it.each(cases)('%s hours reads %s', (hours, text) => expect(ageText(hours, inEnglish)).toBe(text));
});

describe('outboxText and backupLabel', () => {
  it('says nothing about an outbox that does not exist yet', () =>
    expect(outboxText(null, inEnglish)).toBeNull());
  it('counts waiting and failed e-mails', () =>
    expect(outboxText({ queued: 2, failed: 1, oldestQueuedAt: null }, inEnglish)).toBe(
      '2 waiting, 1 failed',
    ));
  it('says "or more" at the health check’s count cap', () =>
    expect(outboxText({ queued: 1000, failed: 0, oldestQueuedAt: null }, inEnglish)).toBe(
      '1000 or more waiting, 0 failed',
    ));
  it('words the age of the last backup and the outbox in German', () => {
    expect(ageText(1, inGerman)).toBe('vor 1 Stunde');
    expect(ageText(72, inGerman)).toBe('vor 3 Tagen');
    expect(outboxText({ queued: 2, failed: 1, oldestQueuedAt: null }, inGerman)).toBe(
      '2 wartend, 1 fehlgeschlagen',
    );
  });
  it('names a backup by when it was taken and its size', () =>
    expect(backupLabel('2026-06-10T12:00:00.000Z', () => 'Wed 10 Jun 13:00', 2_500_000)).toBe(
      'Wed 10 Jun 13:00 (2.4 MB)',
    ));
});
