import { describe, expect, it } from 'vitest';
import { messageFromResponse } from './errors';

describe('error message extraction', () => {
  it.each([
    [
      'the body message first',
      409,
      'Conflict',
      '{"message":"Lane 3 is taken","code":"LANE_NOT_AVAILABLE"}',
      'Lane 3 is taken',
    ],
    ['then the body error', 400, 'Bad Request', '{"error":"Bad thing"}', 'Bad thing'],
    ['then the status text', 500, 'Internal Server Error', '{}', 'Internal Server Error'],
    ['a non-JSON body as raw text', 502, 'Bad Gateway', 'upstream down', 'upstream down'],
    ['finally HTTP {status}', 503, '', '', 'HTTP 503'],
    ['an empty JSON body without status text', 418, '', '{}', 'HTTP 418'],
  ])('%s', (_rule, status, statusText, body, message) => {
    expect(messageFromResponse(status, statusText, body).message).toBe(message);
  });

  it('keeps the stable code', () => {
    expect(messageFromResponse(409, '', '{"message":"x","code":"RESERVATION_CONFLICT"}').code).toBe(
      'RESERVATION_CONFLICT',
    );
  });
});
