import { describe, expect, it } from 'vitest';
import { isBlank, isValidPassword } from './validation.ts';

describe('form rules (docs/product/validation.md)', () => {
  it('wants passwords of at least 12 characters', () => {
    expect(isValidPassword('a'.repeat(11))).toBe(false);
    expect(isValidPassword('a'.repeat(12))).toBe(true);
    expect(isValidPassword('')).toBe(false);
  });

  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});
