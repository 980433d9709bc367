import { describe, expect, it } from 'vitest';
import { issueText } from '../api/errors';
import { HubLoginBody } from './headOfficeApi';

/** What head office's sign-in accepts, and the sentence for what it does not. */
describe('head office sign-in body', () => {
  it.each<[string, unknown, string | null]>([
    ['a username and password', { username: 'admin', password: 'secret' }, null],
    ['a username with letters beyond ASCII', { username: 'Zoë', password: 'secret' }, null],
    ['null', null, 'Please enter both username and password'],
    ['a string', 'admin', 'Please enter both username and password'],
    ['an array', [], 'Please enter both username and password'],
    ['no password', { username: 'admin' }, 'Please enter both username and password'],
    ['an empty username', { username: '', password: 'x' }, 'Please enter both username and password'],
    [
      'a NUL byte in the username',
      { username: 'ad\u0000min', password: 'x' },
      'A username cannot contain control characters.',
    ],
    [
      'a line break in the username',
      { username: 'admin\n', password: 'x' },
      'A username cannot contain control characters.',
    ],
    [
      'a username of 101 characters',
      { username: 'a'.repeat(101), password: 'x' },
      'That username or password is too long.',
    ],
    [
      'a password of 201 characters',
      { username: 'admin', password: 'x'.repeat(201) },
      'That username or password is too long.',
    ],
  ])('%s', (_what, body, message) => {
    const parsed = HubLoginBody.safeParse(body);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    expect(issue ? issueText(issue) : null).toBe(message);
  });
});
