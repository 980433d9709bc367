import { describe, expect, it } from 'vitest';
import { wordsOf, type CompiledCatalogue, type Params } from '../../../shared/i18n/catalogue';
import type { MessageKey } from '../../../shared/i18n/keys';
import { deviceLabel } from '../../../shared/devices/deviceLabel';
import en from '../../../shared/i18n/catalogues/staff/en?messages';
import de from '../../../shared/i18n/catalogues/staff/de?messages';
import nl from '../../../shared/i18n/catalogues/staff/nl?messages';
import { deviceName } from './deviceName';

const speaking = (messages: CompiledCatalogue) => (key: MessageKey, params?: Params) =>
  wordsOf(messages, key, params);

describe("Settings → Devices names a paired tablet in the staff app's language", () => {
  it.each([
    ['Mozilla/5.0 (iPad)', 'Lane 3 tablet · iPad', 'Tablet für Bahn 3 · iPad', 'Tablet van baan 3 · iPad'],
    [undefined, 'Lane 3 tablet · browser', 'Tablet für Bahn 3 · Browser', 'Tablet van baan 3 · browser'],
  ])('%s', (userAgent, inEnglish, inGerman, inDutch) => {
    const label = deviceLabel(3, userAgent);
    expect(deviceName(speaking(en), label)).toBe(label);
    expect(label).toBe(inEnglish);
    expect(deviceName(speaking(de), label)).toBe(inGerman);
    expect(deviceName(speaking(nl), label)).toBe(inDutch);
  });

  it('a label of another form is shown as it is', () => {
    expect(deviceName(speaking(de), 'Front desk iPad')).toBe('Front desk iPad');
  });
});
