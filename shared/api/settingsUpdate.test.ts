import { describe, expect, it } from 'vitest';
import { issueText } from './errors';
import { DEFAULT_SETTINGS } from './settings';
import { MAX_TOWN_LENGTH, SettingsUpdateBody } from './settingsUpdate';

const {
  backupCopyFolder: _f,
  leaderboardEnabled: _l,
  contactRetentionMonths: _m,
  ...body
} = DEFAULT_SETTINGS;

describe('the settings body’s town', () => {
  // prettier-ignore
  it.each<[string, unknown, string | undefined | null]>([
    ['a town is stored as typed', 'Ashford', 'Ashford'],
    ['outer spaces are dropped', '  Canterbury  ', 'Canterbury'],
    ['an empty town is allowed (not shown)', '', ''],
    ['spaces only count as empty', '   ', ''],
    ['a town of the longest length', 'x'.repeat(MAX_TOWN_LENGTH), 'x'.repeat(MAX_TOWN_LENGTH)],
    ['left out (an older client): kept as stored', undefined, undefined],
    ['one character too long', 'x'.repeat(MAX_TOWN_LENGTH + 1), null],
    ['a number', 42, null],
  ])('%s', (_rule, town, expected) => {
    const result = SettingsUpdateBody.safeParse({ ...body, town });
    if (expected === null) expect(result.success).toBe(false);
    else expect(result.data?.town).toBe(expected);
  });

  it('a refusal names the field as the settings page labels it', () => {
    const result = SettingsUpdateBody.safeParse({ ...body, town: 'x'.repeat(MAX_TOWN_LENGTH + 1) });
    expect(result.error?.issues.map((issue) => issueText(issue, SettingsUpdateBody))).toEqual([
      `Town must be at most ${MAX_TOWN_LENGTH} characters`,
    ]);
  });
});
