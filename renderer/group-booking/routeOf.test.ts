import { describe, expect, it } from 'vitest';
import { routeOf } from './groupSource';

describe('the group page’s addresses', () => {
  it.each([
    ['/book', { kind: 'venues' }],
    ['/book/', { kind: 'venues' }],
    ['/book/venue-a', { kind: 'book', venueId: 'venue-a' }],
    ['/book/venue-a/', { kind: 'book', venueId: 'venue-a' }],
    ['/book/venue-a/cancel-booking', { kind: 'cancel', venueId: 'venue-a' }],
    ['/book/%zz', { kind: 'venues' }],
  ])('%s', (path, route) => {
    expect(routeOf(path)).toEqual(route);
  });
});
