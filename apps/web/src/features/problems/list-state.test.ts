import { describe, expect, it } from 'vitest';
import { countLabel, DEFAULT_GRADES, PROBLEM_FILTERS } from './list-state.ts';

describe('problem list filters in the URL', () => {
  it('reads grade and difficulty ranges and writes them back', () => {
    expect(PROBLEM_FILTERS.grade.parse('7-9')).toEqual([7, 9]);
    expect(PROBLEM_FILTERS.grade.format([7, 9])).toBe('7-9');
    expect(PROBLEM_FILTERS.difficulty.parse('2-4')).toEqual([2, 4]);
  });

  it('falls back to the defaults for absent or malformed values', () => {
    expect(PROBLEM_FILTERS.grade.parse(null)).toBe(DEFAULT_GRADES);
    expect(PROBLEM_FILTERS.grade.parse('5-13')).toBe(DEFAULT_GRADES);
    for (const bad of ['9-3', '0-5', '1-14', 'x', '5-']) expect(PROBLEM_FILTERS.grade.parse(bad)).toBe(DEFAULT_GRADES);
    expect(PROBLEM_FILTERS.language.parse('fr')).toBe('');
    expect(PROBLEM_FILTERS.language.parse('ru')).toBe('ru');
    expect(PROBLEM_FILTERS.created_by.parse('1;drop')).toBe('all');
    expect(PROBLEM_FILTERS.created_by.parse('mine')).toBe('mine');
  });
});

describe('countLabel', () => {
  it('shows the total, or displayed / total when the filtered count differs', () => {
    expect(countLabel(150, 150)).toBe('150');
    expect(countLabel(12, 150)).toBe('12 / 150');
    expect(countLabel(12, undefined)).toBe('12');
  });
});
