import { describe, expect, it } from 'vitest';
import { isBlank, isValidEmail, isValidPassword } from './validation.ts';

describe('form rules (spec §5)', () => {
  it('wants passwords of at least 12 characters', () => {
    expect(isValidPassword('a'.repeat(11))).toBe(false);
    expect(isValidPassword('a'.repeat(12))).toBe(true);
    expect(isValidPassword('')).toBe(false);
  });

  it('recognises e-mail addresses', () => {
    expect(isValidEmail('julia.hoffmann@stadtpark-gymnasium.example.org')).toBe(true);
    expect(isValidEmail('  katrin.vogel@example.org ')).toBe(true);
    expect(isValidEmail('katrin.vogel')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});
