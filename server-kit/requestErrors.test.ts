import { describe, expect, it } from 'vitest';
import { MALFORMED_URL, pathOnly, requestError } from './requestErrors';

describe("which errors are the request's fault", () => {
  it.each([
    ['a broken escape a decoder met', new URIError('URI malformed'), 400, 'BAD_URL'],
    ['a body too large', { type: 'entity.too.large', status: 413 }, 413, 'PAYLOAD_TOO_LARGE'],
    ['a body that is not JSON', { type: 'entity.parse.failed', status: 400 }, 400, 'BAD_JSON'],
    ['an unreadable charset', { type: 'charset.unsupported', status: 415 }, 415, 'VALIDATION'],
  ])('%s', (_what, err, status, code) => {
    expect(requestError(err)).toMatchObject({ status, code });
  });

  it.each([
    ['a database failure', new Error('connection refused')],
    ['a parser failure of the server’s own', { type: 'stream.not.readable', status: 500 }],
    ['anything else', 'boom'],
  ])('%s is not', (_what, err) => {
    expect(requestError(err)).toBeNull();
  });

  it('names the broken escape in one sentence, and logs paths without their query', () => {
    expect(requestError(new URIError('x'))?.message).toBe(MALFORMED_URL);
    expect(pathOnly('/api/x?email=a@b.c')).toBe('/api/x');
  });
});
