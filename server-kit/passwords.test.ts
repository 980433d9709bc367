import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './passwords';

describe('a sign-in’s password check', () => {
  it('is true only for the right password of a user who exists', async () => {
    const stored = await hashPassword('right');
    expect(await checkPassword('right', stored)).toBe(true);
    expect(await checkPassword('wrong', stored)).toBe(false);
    expect(await checkPassword('right', null)).toBe(false);
    expect(await checkPassword('', null)).toBe(false);
  });
});
