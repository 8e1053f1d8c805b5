import { describe, expect, it } from 'vitest';
import { countLabel, DEFAULT_LIST_STATE, listSearchString, parseListState } from './list-state.ts';

describe('problem list state in the URL', () => {
  it('reads the defaults from an empty query string', () => {
    expect(parseListState('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('round-trips every filter and the page', () => {
    const state = { query: 'Bruch', language: 'ru' as const, createdBy: '2', grade: [7, 9] as [number, number], difficulty: [2, 4] as [number, number], page: 3 };
    const search = listSearchString(state);
    expect(search).toBe('page=3&query=Bruch&language=ru&created_by=2&grade=7-9&difficulty=2-4');
    expect(parseListState(search)).toEqual(state);
  });

  it('falls back to the defaults for malformed values', () => {
    expect(parseListState('page=-2&grade=9-3&difficulty=0-9&language=fr&created_by=x;drop')).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState('page=abc').page).toBe(1);
  });
});

describe('countLabel', () => {
  it('shows the total, or displayed / total when the filtered count differs', () => {
    expect(countLabel(150, 150)).toBe('150');
    expect(countLabel(12, 150)).toBe('12 / 150');
    expect(countLabel(12, undefined)).toBe('12');
  });
});
