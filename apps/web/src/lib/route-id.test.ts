import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id.ts';

describe('parseRouteId', () => {
  it('reads "new" and positive whole numbers', () => {
    expect(parseRouteId('new')).toBe('new');
    expect(parseRouteId('11')).toBe(11);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '01', '99999999999999999']) {
      expect(parseRouteId(value)).toBeNull();
    }
  });
});
