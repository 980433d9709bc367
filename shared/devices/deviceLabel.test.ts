import { describe, expect, it } from 'vitest';
import { deviceLabel, deviceLabelParts } from './deviceLabel';

describe('a paired tablet is labelled by its lane and kind, and the label reads back', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 3, 'Lane 3 tablet · iPad', 'iPad'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710)', 10, 'Lane 10 tablet · Android', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 1, 'Lane 1 tablet · iPhone', 'iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 2, 'Lane 2 tablet · Windows', 'Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 4, 'Lane 4 tablet · Linux', 'Linux'],
    [undefined, 5, 'Lane 5 tablet · browser', 'browser'],
  ])('%s', (userAgent, lane, label, kind) => {
    expect(deviceLabel(lane, userAgent)).toBe(label);
    expect(deviceLabelParts(label)).toEqual({ number: lane, kind });
  });

  it('a label of another form is not read back', () => {
    expect(deviceLabelParts('Front desk iPad')).toBeNull();
    expect(deviceLabelParts('Lane 3 tablet · Nokia')).toBeNull();
  });
});
